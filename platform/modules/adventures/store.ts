import type { Db } from '../../db/database';
import type { DayStanding } from './conditions';

/** Reads and writes of this module's own tables (migrations/001_adventures.sql). */

export interface CompletionRow {
  player_id: number;
  adventure_key: string;
  step: number;
  day: string;
  currency: string;
  outcome: string;
  gift_id: number | null;
  gift_title: string | null;
  completed_at: string;
}

/** Marks a fact counted; false when it was already (a replayed event). */
export const markCounted = (db: Db, ref: string, at: string): boolean =>
  db.prepare('INSERT OR IGNORE INTO adventure_counted_facts (ref, counted_at) VALUES (?, ?)').run(ref, at).changes > 0;

export function addActivity(db: Db, row: { playerId: number; key: string; day: string; currency: string; depositCents: number; wagerCents: number; origin?: 'live' | 'seed' }) {
  db.prepare(
    `INSERT INTO adventure_activity (player_id, adventure_key, day, currency, deposit_cents, wager_cents, origin) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, adventure_key, day, currency) DO UPDATE SET deposit_cents = deposit_cents + excluded.deposit_cents, wager_cents = wager_cents + excluded.wager_cents`,
  ).run(row.playerId, row.key, row.day, row.currency, row.depositCents, row.wagerCents, row.origin ?? 'live');
}

/** The player's deposits and bets on `day` in `currency`, and their active days of the adventure up to it. */
export function standingOn(db: Db, playerId: number, key: string, day: string, currency: string): DayStanding {
  const own = db
    .prepare('SELECT deposit_cents, wager_cents FROM adventure_activity WHERE player_id = ? AND adventure_key = ? AND day = ? AND currency = ?')
    .get(playerId, key, day, currency) as { deposit_cents: number; wager_cents: number } | undefined;
  const activeDays = db
    .prepare('SELECT COUNT(DISTINCT day) FROM adventure_activity WHERE player_id = ? AND adventure_key = ? AND day <= ? AND (deposit_cents > 0 OR wager_cents > 0)')
    .pluck()
    .get(playerId, key, day) as number;
  return { depositCents: own?.deposit_cents ?? 0, wagerCents: own?.wager_cents ?? 0, activeDays };
}

/** Claims a day's completion; false when the player completed it before (the prize is given once). */
export function claimCompletion(db: Db, row: Omit<CompletionRow, 'gift_id' | 'gift_title' | 'outcome'>): boolean {
  return (
    db
      .prepare("INSERT OR IGNORE INTO adventure_completions (player_id, adventure_key, step, day, currency, outcome, completed_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)")
      .run(row.player_id, row.adventure_key, row.step, row.day, row.currency, row.completed_at).changes > 0
  );
}

export function recordOutcome(db: Db, playerId: number, key: string, step: number, outcome: string, giftId: number | null, giftTitle: string | null) {
  db.prepare('UPDATE adventure_completions SET outcome = ?, gift_id = ?, gift_title = ? WHERE player_id = ? AND adventure_key = ? AND step = ?').run(
    outcome,
    giftId,
    giftTitle,
    playerId,
    key,
    step,
  );
}

export const completionsOf = (db: Db, playerId: number, key: string) =>
  db.prepare('SELECT * FROM adventure_completions WHERE player_id = ? AND adventure_key = ? ORDER BY step').all(playerId, key) as CompletionRow[];

export interface PrizeTerms {
  amount_cents: number;
  wager_multiplier: number;
  max_win_cents: number | null;
}

export const prizeTerms = (db: Db, prizeKey: string, currency: string) =>
  db.prepare('SELECT amount_cents, wager_multiplier, max_win_cents FROM adventure_prize_terms WHERE prize_key = ? AND currency = ?').get(prizeKey, currency) as
    | PrizeTerms
    | undefined;
