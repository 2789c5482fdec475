import type { Db } from '../../db/database';

/** Reads and writes of the VIP module's own tables (migrations/001_vip.sql). */

export interface VipPlayerRow {
  player_id: number;
  status_id: number;
  quarter: string;
  reached_at: string;
}

export interface QuarterSums {
  depositCents: number;
  betCents: number;
}

export const readVipPlayer = (db: Db, playerId: number) =>
  db.prepare('SELECT * FROM vip_players WHERE player_id = ?').get(playerId) as VipPlayerRow | undefined;

export function writeVipPlayer(db: Db, row: VipPlayerRow) {
  db.prepare(
    `INSERT INTO vip_players (player_id, status_id, quarter, reached_at) VALUES (@player_id, @status_id, @quarter, @reached_at)
     ON CONFLICT (player_id) DO UPDATE SET status_id = excluded.status_id, quarter = excluded.quarter, reached_at = excluded.reached_at`,
  ).run(row);
}

export function quarterSums(db: Db, playerId: number, quarter: string, currency: string): QuarterSums {
  const row = db
    .prepare('SELECT deposit_cents AS depositCents, bet_cents AS betCents FROM vip_quarter_totals WHERE player_id = ? AND quarter = ? AND currency = ?')
    .get(playerId, quarter, currency) as QuarterSums | undefined;
  return row ?? { depositCents: 0, betCents: 0 };
}

/** Every currency's sums of one quarter (a player may play in several wallets). */
export const quarterSumsByCurrency = (db: Db, playerId: number, quarter: string) =>
  db
    .prepare('SELECT currency, deposit_cents AS depositCents, bet_cents AS betCents FROM vip_quarter_totals WHERE player_id = ? AND quarter = ?')
    .all(playerId, quarter) as (QuarterSums & { currency: string })[];

/** Adds to the quarter's sums (negative: a recalled deposit), never below zero. */
export function addToQuarter(db: Db, playerId: number, quarter: string, currency: string, add: Partial<QuarterSums>) {
  const deposit = add.depositCents ?? 0;
  const bet = add.betCents ?? 0;
  db.prepare(
    `INSERT INTO vip_quarter_totals (player_id, quarter, currency, deposit_cents, bet_cents) VALUES (@playerId, @quarter, @currency, MAX(0, @deposit), MAX(0, @bet))
     ON CONFLICT (player_id, quarter, currency) DO UPDATE SET
       deposit_cents = MAX(0, deposit_cents + @deposit), bet_cents = MAX(0, bet_cents + @bet)`,
  ).run({ playerId, quarter, currency, deposit, bet });
}

/** Seeds and dev routes: sets a quarter's sums outright. */
export function setQuarter(db: Db, playerId: number, quarter: string, currency: string, sums: QuarterSums) {
  db.prepare(
    `INSERT INTO vip_quarter_totals (player_id, quarter, currency, deposit_cents, bet_cents) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (player_id, quarter, currency) DO UPDATE SET deposit_cents = excluded.deposit_cents, bet_cents = excluded.bet_cents`,
  ).run(playerId, quarter, currency, sums.depositCents, sums.betCents);
}

export const readSubscription = (db: Db, playerId: number) =>
  db.prepare('SELECT tier, updated_at FROM vip_subscriptions WHERE player_id = ?').get(playerId) as { tier: string; updated_at: string } | undefined;

export function writeSubscription(db: Db, playerId: number, tier: string, at: string) {
  db.prepare(
    `INSERT INTO vip_subscriptions (player_id, tier, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (player_id) DO UPDATE SET tier = excluded.tier, updated_at = excluded.updated_at`,
  ).run(playerId, tier, at);
}
