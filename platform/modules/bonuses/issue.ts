import type { Db } from '../../db/database';
import { bonusSettingsOf } from '../accounts/public';
import { activateBonus } from './lifecycle';
import type { BonusContext, Changes } from './pushes';
import { jsonStrings, plusDays, readBonus, readPack, type BonusRow, type DefinitionTerms, type PackRow } from './store';
import { DEFAULT_CONTRIBUTIONS, parseContributions, type Contribution } from './wagering-rules';

/**
 * Issuing: a new money bonus or free-spin pack, once per (player, source_ref), in the caller's transaction. New
 * gifts start `issued`; `activate` moves them on at once (a deposit bonus the player chose, free-spin winnings).
 */

/** `can_issue_bonuses` (accounts keeps it): off, nothing new is issued to the player (README.md). */
export const mayIssue = (db: Db, playerId: number) => bonusSettingsOf(db, playerId)?.can_issue !== false;

export interface BonusGrant {
  playerId: number;
  currency: string;
  /** What issued it (the wire's `type`). */
  type: string;
  sourceRef: string;
  title: string;
  groupKey: string | null;
  definitionId: number | null;
  amountCents: number;
  wagerRequirementCents: number;
  maxWinCents: number | null;
  contributions: readonly Contribution[];
  games?: readonly string[];
  activatableDays: number;
  validDays: number;
  freespinsId?: number | null;
}

/** Issues a money bonus; null when that issue gave one already (or there is no money to give). */
export function issueBonus(ctx: BonusContext, changes: Changes, grant: BonusGrant, now: Date, activate: boolean): BonusRow | null {
  if (grant.amountCents <= 0) return null;
  const inserted = ctx.db
    .prepare(
      `INSERT OR IGNORE INTO bonuses
         (player_id, definition_id, type, source_ref, title, currency, group_key, amount_cents, initial_amount_cents, wager_requirement_cents,
          max_win_cents, contributions, games, stage, activatable_until, valid_days, freespins_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'issued', ?, ?, ?, ?)`,
    )
    .run(
      grant.playerId,
      grant.definitionId,
      grant.type,
      grant.sourceRef,
      grant.title,
      grant.currency,
      grant.groupKey,
      grant.amountCents,
      grant.amountCents,
      grant.wagerRequirementCents,
      grant.maxWinCents,
      JSON.stringify(grant.contributions),
      JSON.stringify(grant.games ?? []),
      plusDays(now, grant.activatableDays),
      grant.validDays,
      grant.freespinsId ?? null,
      now.toISOString(),
    );
  if (inserted.changes === 0) return null;
  const row = readBonus(ctx.db, Number(inserted.lastInsertRowid))!;
  changes.bonus(row);
  if (activate) activateBonus(ctx, changes, row, now);
  return readBonus(ctx.db, row.id)!;
}

export interface PackGrant {
  playerId: number;
  currency: string;
  type: string;
  sourceRef: string;
  title: string;
  groupKey: string | null;
  definitionId: number | null;
  count: number;
  betCents: number;
  games: readonly string[];
  wagerMultiplier: number;
  maxWinCents: number | null;
  contributions: readonly Contribution[];
  activatableDays: number;
  validDays: number;
}

/** Issues a free-spin pack; null when that issue gave one already (or it has no spins or games). */
export function issuePack(ctx: BonusContext, changes: Changes, grant: PackGrant, now: Date, activate: boolean): PackRow | null {
  if (grant.count <= 0 || grant.games.length === 0) return null;
  const at = now.toISOString();
  const inserted = ctx.db
    .prepare(
      `INSERT OR IGNORE INTO bonus_freespins
         (player_id, definition_id, type, source_ref, title, currency, group_key, freespins_total, bet_cents, games, provider, wager_multiplier,
          max_win_cents, contributions, stage, activatable_until, valid_days, valid_until, activated_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      grant.playerId,
      grant.definitionId,
      grant.type,
      grant.sourceRef,
      grant.title,
      grant.currency,
      grant.groupKey,
      grant.count,
      grant.betCents,
      JSON.stringify(grant.games),
      // The studio of its first game: the part of the identifier before the slash.
      grant.games[0]!.split('/')[0] ?? '',
      grant.wagerMultiplier,
      grant.maxWinCents,
      JSON.stringify(grant.contributions),
      activate ? 'activated' : 'issued',
      plusDays(now, grant.activatableDays),
      grant.validDays,
      activate ? plusDays(now, grant.validDays) : null,
      activate ? at : null,
      at,
    );
  if (inserted.changes === 0) return null;
  const row = readPack(ctx.db, Number(inserted.lastInsertRowid))!;
  changes.pack(row);
  return row;
}

export interface DefinitionIssue {
  playerId: number;
  type: string;
  sourceRef: string;
  activate: boolean;
  /** The money part when it is not the definition's fixed amount (a deposit match, a cashback). */
  amountCents?: number;
  /** Titles when not the definition's (a deposit offer's title). */
  title?: string;
  freespinsCount?: number;
}

/** A definition's money part and free-spin part, issued together (either may be absent). */
export function issueFromDefinition(ctx: BonusContext, changes: Changes, def: DefinitionTerms, issue: DefinitionIssue, now: Date) {
  const amount = issue.amountCents ?? def.amount_cents;
  const contributions = parseContributions(def.contributions);
  const terms = contributions.length > 0 ? contributions : DEFAULT_CONTRIBUTIONS;
  const bonus = issueBonus(
    ctx,
    changes,
    {
      playerId: issue.playerId,
      currency: def.currency,
      type: issue.type,
      sourceRef: issue.sourceRef,
      title: issue.title ?? def.title,
      groupKey: def.group_key,
      definitionId: def.id,
      amountCents: amount,
      wagerRequirementCents: amount * def.wager_multiplier,
      maxWinCents: def.max_win_multiplier === null ? null : amount * def.max_win_multiplier,
      contributions: terms,
      activatableDays: def.activatable_days,
      validDays: def.valid_days,
    },
    now,
    issue.activate,
  );
  const count = issue.freespinsCount ?? def.freespins_count;
  const pack =
    count > 0 && def.freespins_bet_cents !== null
      ? issuePack(
          ctx,
          changes,
          {
            playerId: issue.playerId,
            currency: def.currency,
            type: issue.type,
            sourceRef: issue.sourceRef,
            title: def.freespins_title ?? `${count} free spins`,
            groupKey: def.group_key,
            definitionId: def.id,
            count,
            betCents: def.freespins_bet_cents,
            games: jsonStrings(def.freespins_games),
            wagerMultiplier: def.freespins_wager_multiplier,
            maxWinCents: def.freespins_max_win_cents,
            contributions: terms,
            activatableDays: def.activatable_days,
            validDays: def.valid_days,
          },
          now,
          issue.activate,
        )
      : null;
  return { bonus, pack };
}
