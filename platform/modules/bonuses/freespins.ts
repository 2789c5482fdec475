import type { Db } from '../../db/database';
import type { RoundSettled } from '../../domain-event-map';
import type { FreeRound } from '../game-studio/public';
import { issueBonus } from './issue';
import type { BonusContext, Changes } from './pushes';
import { nextPackStage, type PackStage } from './stages';
import { playablePack, plusDays, readPack, type PackRow } from './store';
import { parseContributions } from './wagering-rules';

/**
 * Free-spin packs in play. A slot of the game studio asks `freeRoundOf` (through its free-rounds extension point) whether
 * a real-mode round is free; the round's `round.settled` (freeRound) then counts the spin and keeps its win on
 * the pack, in the round's transaction. A played-out pack's winnings become a money bonus (type freespins_win,
 * wagering = pack's multiplier × winnings) that activates at once or waits; without winnings it just finishes.
 */

/** How long free-spin winnings may wait behind another active bonus before they expire. */
const WINNINGS_ACTIVATABLE_DAYS = 30;

/** The slot's question: is this player's next round of this game free, at which stake? */
export function freeRoundOf(db: Db, playerId: number, currency: string, gameIdentifier: string): FreeRound | null {
  const pack = playablePack(db, playerId, currency, gameIdentifier);
  return pack ? { betCents: pack.bet_cents, left: pack.freespins_total - pack.freespins_performed, total: pack.freespins_total } : null;
}

export function playFreeRound(ctx: BonusContext, changes: Changes, round: Readonly<RoundSettled>, now: Date) {
  // The same question the slot asked in this transaction: the same pack.
  const pack = playablePack(ctx.db, round.playerId, round.currency, round.gameIdentifier);
  if (!pack) return;
  const performed = pack.freespins_performed + 1;
  const win = pack.win_cents + round.winCents;
  ctx.db.prepare('UPDATE bonus_freespins SET freespins_performed = ?, win_cents = ? WHERE id = ?').run(performed, win, pack.id);
  changes.pack(pack);
  if (performed >= pack.freespins_total) closePack(ctx, changes, { ...pack, freespins_performed: performed, win_cents: win }, 'played_out', now);
}

/**
 * A pack ends (played out, or expired while activated): its winnings so far become a money bonus. One the
 * player cancels forfeits them (`cancelPack`). Returns the stage reached, or null when the pack had ended.
 */
export function closePack(ctx: BonusContext, changes: Changes, pack: PackRow, event: 'played_out' | 'expire', now: Date): PackStage | null {
  const to = nextPackStage(pack.stage, event);
  if (to === null) return null;
  const endedBy = event === 'played_out' ? 'played_out' : 'expiry';
  const changed = ctx.db
    .prepare('UPDATE bonus_freespins SET stage = ?, ended_by = ?, ended_at = ? WHERE id = ? AND stage = ?')
    .run(to, endedBy, now.toISOString(), pack.id, pack.stage);
  if (changed.changes === 0) return null;
  changes.pack(pack);
  if (pack.stage === 'activated' && pack.win_cents > 0) {
    const bonus = issueBonus(
      ctx,
      changes,
      {
        playerId: pack.player_id,
        currency: pack.currency,
        type: 'freespins_win',
        sourceRef: `freespins:${pack.id}`,
        title: `Free spin winnings: ${pack.title}`,
        groupKey: pack.group_key,
        definitionId: pack.definition_id,
        amountCents: pack.win_cents,
        wagerRequirementCents: pack.win_cents * pack.wager_multiplier,
        maxWinCents: pack.max_win_cents,
        contributions: parseContributions(pack.contributions),
        activatableDays: WINNINGS_ACTIVATABLE_DAYS,
        validDays: pack.valid_days,
        freespinsId: pack.id,
      },
      now,
      true,
    );
    if (bonus) ctx.db.prepare('UPDATE bonus_freespins SET result_bonus_id = ? WHERE id = ?').run(bonus.id, pack.id);
  }
  return to;
}

/** The player gives a pack up: its spins and any winnings so far are gone (no money was moved for them). */
export function cancelPack(ctx: BonusContext, changes: Changes, pack: PackRow, now: Date): boolean {
  const to = nextPackStage(pack.stage, 'cancel');
  if (to === null) return false;
  ctx.db.prepare("UPDATE bonus_freespins SET stage = ?, ended_by = 'player', ended_at = ? WHERE id = ? AND stage = ?").run(to, now.toISOString(), pack.id, pack.stage);
  changes.pack(pack);
  return true;
}

/** Issued → activated: its validity starts now. */
export function activatePack(ctx: BonusContext, changes: Changes, pack: PackRow, now: Date): boolean {
  if (nextPackStage(pack.stage, 'activate') === null) return false;
  ctx.db
    .prepare("UPDATE bonus_freespins SET stage = 'activated', activated_at = ?, valid_until = ? WHERE id = ? AND stage = 'issued'")
    .run(now.toISOString(), plusDays(now, pack.valid_days), pack.id);
  changes.pack(pack);
  return readPack(ctx.db, pack.id)?.stage === 'activated';
}
