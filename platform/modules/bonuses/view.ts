import type { WirePlayerBonus, WirePlayerFreespins } from '../../../schemas/wire/bonuses';
import type * as z from 'zod/mini';
import type { receivedBonusSchema } from '../../../schemas/wire/bonuses';
import type { Db } from '../../db/database';
import { gameTitle } from '../catalogue/public';
import { isOpen, isOpenPack, receivedStatus } from './stages';
import { jsonStrings, type BonusRow, type PackRow } from './store';
import { contributionsToWire, parseContributions } from './wagering-rules';

/** Rows → the wire shapes of schemas/wire/bonuses.ts, as the platform writes them (`z.input`). */

export type WireReceivedBonus = z.input<typeof receivedBonusSchema>;

/** The reference platform plays real money first, then bonus money (README.md). */
const STRATEGY = 'real_money_first';

const gamesInfo = (db: Db, identifiers: string[]) => identifiers.map((identifier) => ({ identifier, title: gameTitle(db, identifier) }));

export function bonusToWire(db: Db, row: BonusRow, now: Date): WirePlayerBonus {
  return {
    id: row.id,
    title: row.title,
    currency: row.currency,
    amount_cents: row.amount_cents,
    amount_wager_cents: row.wagered_cents,
    amount_wager_requirement_cents: row.wager_requirement_cents,
    stage: row.stage,
    strategy: STRATEGY,
    activatable: row.stage === 'issued' && (row.activatable_until === null || row.activatable_until > now.toISOString()),
    activatable_until: row.activatable_until,
    valid_until: row.valid_until,
    cancelable: isOpen(row.stage),
    created_at: row.created_at,
    type: row.type,
    group_key: row.group_key,
    max_win_cents: row.max_win_cents,
    initial_amount_cents: row.initial_amount_cents,
    wager_contributions: contributionsToWire(parseContributions(row.contributions)),
    games_info: gamesInfo(db, jsonStrings(row.games)),
  };
}

export function packToWire(db: Db, row: PackRow, now: Date): WirePlayerFreespins {
  const games = jsonStrings(row.games);
  return {
    id: row.id,
    title: row.title,
    freespins_total: row.freespins_total,
    freespins_performed: row.freespins_performed,
    // The family's bet level; the reference platform states the stake itself in bet_cents.
    bet_level: 1,
    stage: row.stage,
    games,
    games_info: gamesInfo(db, games),
    provider: row.provider,
    currency: row.currency,
    activatable: row.stage === 'issued' && (row.activatable_until === null || row.activatable_until > now.toISOString()),
    activatable_until: row.activatable_until,
    valid_until: row.valid_until,
    cancelable: isOpenPack(row.stage),
    bet_cents: row.bet_cents,
    win_cents: row.win_cents,
    wager_multiplier: row.wager_multiplier,
    created_at: row.created_at,
    group_key: row.group_key,
  };
}

export const bonusToReceived = (row: BonusRow): WireReceivedBonus => ({
  id: row.id,
  kind: 'bonus',
  title: row.title,
  status: receivedStatus(row.stage, row.ended_by),
  group_key: row.group_key,
  created_at: row.created_at,
});

export const packToReceived = (row: PackRow): WireReceivedBonus => ({
  id: row.id,
  kind: 'freespins',
  title: row.title,
  status: receivedStatus(row.stage, row.ended_by),
  group_key: row.group_key,
  created_at: row.created_at,
});
