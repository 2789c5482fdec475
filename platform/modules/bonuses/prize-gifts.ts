import { issueBonus, issuePack, mayIssue } from './issue';
import { Changes, type BonusContext } from './pushes';
import { jsonStrings, readDefinition } from './store';
import { DEFAULT_CONTRIBUTIONS, parseContributions } from './wagering-rules';

/**
 * A prize another engine drew (a lootbox's item, a prize wheel's segment) becomes a gift of this engine: a money
 * bonus or a free-spin pack, new (`issued`: the player activates it in the gifts tab), in the caller's transaction,
 * once per (player, `sourceRef`). The caller states the terms (amount or count, wager multiplier, max win); free
 * spins play at the stake and on the games of the `prize_freespins` definition of the currency, like tournament
 * and lottery prize spins. Pushes `bonuses_changes` / `freespins_changes` after the caller's commit.
 */
interface PrizeGiftBase {
  playerId: number;
  currency: string;
  /** Unique per player for this gift (`lootbox:{id}:{n}`): issuing it again gives nothing. */
  sourceRef: string;
  /** The gift's `type` on the wire (`lootbox`). */
  type: string;
  title: string;
  /** The gift's group (spec part 2 §9: `wheel`, `manual_wheel` for the wheel's prizes). */
  groupKey: string | null;
  /** Bonus money: times the amount to wager. Free spins: times their winnings to wager (the bonus they become). */
  wagerMultiplier: number;
  /** The most that converts to real money; null: no cap. */
  maxWinCents: number | null;
}

export type PrizeGift = (PrizeGiftBase & { kind: 'bonus'; amountCents: number }) | (PrizeGiftBase & { kind: 'freespins'; count: number });

export type PrizeGiftResult =
  | { ok: true; kind: 'bonus' | 'freespins'; id: number; title: string }
  /** `bonuses_disabled`: the player's `can_issue` is off. `unavailable`: no free-spin terms in the currency, or nothing to give. `already_issued`: this `sourceRef` gave one before. */
  | { ok: false; reason: 'bonuses_disabled' | 'unavailable' | 'already_issued' };

/** New gifts from prizes stay activatable this long; an activated bonus runs this long (the registration gift's terms). */
const PRIZE_ACTIVATABLE_DAYS = 7;
const PRIZE_VALID_DAYS = 7;

/** Whether the player may be given anything new (`can_issue`); a prize engine asks before it draws. */
export const mayIssueBonuses = (ctx: BonusContext, playerId: number) => mayIssue(ctx.db, playerId);

export function issuePrizeGift(ctx: BonusContext, gift: PrizeGift): PrizeGiftResult {
  if (!mayIssue(ctx.db, gift.playerId)) return { ok: false, reason: 'bonuses_disabled' };
  const now = ctx.clock.now();
  const changes = new Changes();
  if (gift.kind === 'bonus') {
    if (gift.amountCents <= 0) return { ok: false, reason: 'unavailable' };
    const row = issueBonus(
      ctx,
      changes,
      {
        playerId: gift.playerId,
        currency: gift.currency,
        type: gift.type,
        sourceRef: gift.sourceRef,
        title: gift.title,
        groupKey: gift.groupKey,
        definitionId: null,
        amountCents: gift.amountCents,
        wagerRequirementCents: gift.amountCents * gift.wagerMultiplier,
        maxWinCents: gift.maxWinCents,
        contributions: DEFAULT_CONTRIBUTIONS,
        activatableDays: PRIZE_ACTIVATABLE_DAYS,
        validDays: PRIZE_VALID_DAYS,
      },
      now,
      false,
    );
    changes.pushAfterCommit(ctx);
    return row ? { ok: true, kind: 'bonus', id: row.id, title: row.title } : { ok: false, reason: 'already_issued' };
  }
  const def = readDefinition(ctx.db, 'prize_freespins', gift.currency);
  const games = def ? jsonStrings(def.freespins_games) : [];
  if (!def || def.freespins_bet_cents === null || games.length === 0 || gift.count <= 0) return { ok: false, reason: 'unavailable' };
  const contributions = parseContributions(def.contributions);
  const pack = issuePack(
    ctx,
    changes,
    {
      playerId: gift.playerId,
      currency: gift.currency,
      type: gift.type,
      sourceRef: gift.sourceRef,
      title: gift.title,
      groupKey: gift.groupKey,
      definitionId: def.id,
      count: gift.count,
      betCents: def.freespins_bet_cents,
      games,
      wagerMultiplier: gift.wagerMultiplier,
      maxWinCents: gift.maxWinCents,
      contributions: contributions.length > 0 ? contributions : DEFAULT_CONTRIBUTIONS,
      activatableDays: def.activatable_days,
      validDays: def.valid_days,
    },
    now,
    false,
  );
  changes.pushAfterCommit(ctx);
  return pack ? { ok: true, kind: 'freespins', id: pack.id, title: pack.title } : { ok: false, reason: 'already_issued' };
}
