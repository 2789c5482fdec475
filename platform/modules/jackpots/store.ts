import type { Db } from '../../db/database';

/** A jackpot_pools row as stored. */
export interface PoolRow {
  id: number;
  identifier: string;
  name: string;
  state: 'active' | 'paused' | 'finished';
  mystic: number;
  currency: string;
  allowed_currencies: string;
  draw_seed: number;
  created_at: string;
}

/** A jackpot_levels row as stored. */
export interface LevelRow {
  id: number;
  jackpot_id: number;
  identifier: string;
  name: string;
  level_index: number;
  seed_cents: number;
  amount_cents: number;
  carry_units: number;
  share_bp: number;
  drop_chance_ppm: number;
  generation: number;
}

/** A jackpot_awards row as stored. */
export interface AwardRow {
  id: number;
  jackpot_id: number;
  level_id: number | null;
  generation: number | null;
  origin: 'draw' | 'forced' | 'seed';
  player_id: number | null;
  user_name: string;
  level_name: string;
  original_amount_cents: number;
  original_currency: string;
  amount_cents: number;
  currency: string;
  round_id: number | null;
  game_identifier: string | null;
  seed: number | null;
  nonce: number | null;
  roll: number | null;
  chance_ppm: number | null;
  ledger_id: number | null;
  created_at: string;
}

export const allowedCurrencies = (pool: PoolRow): string[] => {
  try {
    const list = JSON.parse(pool.allowed_currencies) as unknown;
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
};

export const listPools = (db: Db): PoolRow[] => db.prepare('SELECT * FROM jackpot_pools ORDER BY id').all() as PoolRow[];

export const readPool = (db: Db, id: number): PoolRow | undefined => db.prepare('SELECT * FROM jackpot_pools WHERE id = ?').get(id) as PoolRow | undefined;

export const poolByIdentifier = (db: Db, identifier: string): PoolRow | undefined =>
  db.prepare('SELECT * FROM jackpot_pools WHERE identifier = ?').get(identifier) as PoolRow | undefined;

export const levelsOf = (db: Db, jackpotId: number): LevelRow[] =>
  db.prepare('SELECT * FROM jackpot_levels WHERE jackpot_id = ? ORDER BY level_index').all(jackpotId) as LevelRow[];

export const readLevel = (db: Db, id: number): LevelRow | undefined => db.prepare('SELECT * FROM jackpot_levels WHERE id = ?').get(id) as LevelRow | undefined;

export const gamesOf = (db: Db, jackpotId: number): string[] =>
  db.prepare('SELECT game_identifier FROM jackpot_pool_games WHERE jackpot_id = ? ORDER BY game_identifier').pluck().all(jackpotId) as string[];

/** Active jackpots a real bet on `gameIdentifier` feeds. */
export const activePoolsOfGame = (db: Db, gameIdentifier: string): PoolRow[] =>
  db
    .prepare(
      `SELECT p.* FROM jackpot_pools p JOIN jackpot_pool_games g ON g.jackpot_id = p.id
       WHERE g.game_identifier = ? AND p.state = 'active' ORDER BY p.id`,
    )
    .all(gameIdentifier) as PoolRow[];
