import type { Db } from '../../db/database';
import type { BonusStage, PackStage } from './stages';

/** Rows of the engine's tables (migrations/002) as stored, and the reads every part of the engine shares. */

export interface DefinitionRow {
  id: number;
  key: string;
  currency: string;
  title: string;
  description: string;
  group_key: string | null;
  amount_cents: number;
  percent: number | null;
  min_base_cents: number;
  max_amount_cents: number | null;
  wager_multiplier: number;
  max_win_multiplier: number | null;
  contributions: string;
  activatable_days: number;
  valid_days: number;
  freespins_count: number;
  freespins_bet_cents: number | null;
  freespins_games: string;
  freespins_title: string | null;
  freespins_wager_multiplier: number;
  freespins_max_win_cents: number | null;
  active: number;
}

/** A definition's terms; `id` null for terms that stand for no stored definition (a deposit offer without one). */
export type DefinitionTerms = Omit<DefinitionRow, 'id'> & { id: number | null };

export interface BonusRow {
  id: number;
  player_id: number;
  definition_id: number | null;
  type: string;
  source_ref: string;
  title: string;
  currency: string;
  group_key: string | null;
  amount_cents: number;
  initial_amount_cents: number;
  converted_cents: number;
  wager_requirement_cents: number;
  wagered_cents: number;
  max_win_cents: number | null;
  contributions: string;
  games: string;
  stage: BonusStage;
  ended_by: string | null;
  activatable_until: string | null;
  valid_days: number;
  valid_until: string | null;
  freespins_id: number | null;
  created_at: string;
  activated_at: string | null;
  ended_at: string | null;
}

export interface PackRow {
  id: number;
  player_id: number;
  definition_id: number | null;
  type: string;
  source_ref: string;
  title: string;
  currency: string;
  group_key: string | null;
  freespins_total: number;
  freespins_performed: number;
  bet_cents: number;
  games: string;
  provider: string;
  wager_multiplier: number;
  max_win_cents: number | null;
  contributions: string;
  win_cents: number;
  stage: PackStage;
  ended_by: string | null;
  activatable_until: string | null;
  valid_days: number;
  valid_until: string | null;
  result_bonus_id: number | null;
  created_at: string;
  activated_at: string | null;
  ended_at: string | null;
}

export const readBonus = (db: Db, id: number) => db.prepare('SELECT * FROM bonuses WHERE id = ?').get(id) as BonusRow | undefined;
export const readPack = (db: Db, id: number) => db.prepare('SELECT * FROM bonus_freespins WHERE id = ?').get(id) as PackRow | undefined;

export const readDefinition = (db: Db, key: string, currency: string) =>
  db.prepare('SELECT * FROM bonus_definitions WHERE key = ? AND currency = ? AND active = 1').get(key, currency) as DefinitionRow | undefined;

/** The money bonus of a player's currency that is active now (there is at most one). */
export const activeBonus = (db: Db, playerId: number, currency: string) =>
  db.prepare("SELECT * FROM bonuses WHERE player_id = ? AND currency = ? AND stage IN ('activated', 'handle_bets')").get(playerId, currency) as BonusRow | undefined;

/** Waiting money bonuses of a player's currency, oldest first: the order they move up in. */
export const waitingBonuses = (db: Db, playerId: number, currency: string) =>
  db.prepare("SELECT * FROM bonuses WHERE player_id = ? AND currency = ? AND stage = 'wait' ORDER BY id").all(playerId, currency) as BonusRow[];

/**
 * The pack a free round of this game is played from: the oldest activated pack of the player's currency that
 * lists the game and has spins left. The slot's admission and the round's handler ask the same question
 * inside one transaction, so they find the same pack.
 */
export function playablePack(db: Db, playerId: number, currency: string, gameIdentifier: string): PackRow | undefined {
  return db
    .prepare(
      `SELECT * FROM bonus_freespins WHERE player_id = ? AND currency = ? AND stage = 'activated' AND freespins_performed < freespins_total
         AND EXISTS (SELECT 1 FROM json_each(bonus_freespins.games) WHERE json_each.value = ?)
       ORDER BY id LIMIT 1`,
    )
    .get(playerId, currency, gameIdentifier) as PackRow | undefined;
}

export function jsonStrings(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const DAY_MS = 86_400_000;
export const plusDays = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
