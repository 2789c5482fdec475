import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { limitBlockingBet, limitBlockingDeposit } from './enforce';

/**
 * Enforcement against a minimal database: players, our user_limits migration, and the money module's
 * tables reduced to the columns enforce.ts reads (their real migrations have more).
 */
const USER_LIMITS_SQL = readFileSync(fileURLToPath(new URL('../../db/migrations/102_user_limits.sql', import.meta.url)), 'utf8');
const NOW = new Date('2025-06-18T12:00:00.000Z'); // a Wednesday

let db: Db;
beforeEach(() => {
  db = new Database(':memory:');
  db.exec('CREATE TABLE players (id INTEGER PRIMARY KEY, current_sign_in_at TEXT)');
  db.exec(USER_LIMITS_SQL);
  db.prepare('INSERT INTO players (id, current_sign_in_at) VALUES (1, ?)').run(NOW.toISOString());
});

const addLimit = (type: string, period: string, amount: number | null, currency: string | null, extra: { status?: string; active_until?: string | null; disable_at?: string | null } = {}) =>
  db
    .prepare('INSERT INTO user_limits (player_id, type, period, currency, amount_cents, status, active_until, disable_at, created_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(type, period, currency, amount, extra.status ?? 'active', extra.active_until ?? null, extra.disable_at ?? null, NOW.toISOString());

const withMoneyTables = () =>
  db.exec(`CREATE TABLE payments (player_id INTEGER, currency TEXT, amount_cents INTEGER, action TEXT, state TEXT, created_at TEXT);
           CREATE TABLE game_rounds (player_id INTEGER, currency TEXT, bet_cents INTEGER, win_cents INTEGER, created_at TEXT)`);
const deposit = (amount: number, at: string, state = 'succeeded') =>
  db.prepare("INSERT INTO payments VALUES (1, 'EUR', ?, 'deposit', ?, ?)").run(amount, state, at);
const round = (bet: number, win: number, at: string) => db.prepare("INSERT INTO game_rounds VALUES (1, 'EUR', ?, ?, ?)").run(bet, win, at);

describe('enforcement', () => {
  it('works before the money tables exist (usage counts as zero)', () => {
    addLimit('deposit', 'day', 1000, 'EUR');
    expect(limitBlockingDeposit(db, 1, 'EUR', 1000, NOW)).toBeNull();
    expect(limitBlockingDeposit(db, 1, 'EUR', 1001, NOW)).toBe('deposit');
    expect(limitBlockingBet(db, 1, 'EUR', 1_000_000, NOW)).toBeNull();
  });

  it('counts succeeded and in-flight deposits inside the calendar period, not failed ones', () => {
    withMoneyTables();
    addLimit('deposit', 'week', 5000, 'EUR');
    deposit(3000, '2025-06-16T00:00:00.000Z'); // Monday: this week
    deposit(9000, '2025-06-15T23:59:59.000Z'); // Sunday: last week
    deposit(9000, '2025-06-17T10:00:00.000Z', 'declined');
    deposit(1000, '2025-06-17T11:00:00.000Z', 'pending'); // may still succeed: it counts
    expect(limitBlockingDeposit(db, 1, 'EUR', 1000, NOW)).toBeNull();
    expect(limitBlockingDeposit(db, 1, 'EUR', 1001, NOW)).toBe('deposit');
  });

  it('wager counts bets; loss counts bets minus wins, never below zero', () => {
    withMoneyTables();
    round(900, 0, '2025-06-18T08:00:00.000Z');
    round(100, 5000, '2025-06-18T09:00:00.000Z');
    addLimit('loss', 'day', 600, 'EUR');
    expect(limitBlockingBet(db, 1, 'EUR', 600, NOW)).toBeNull(); // net -4000 counts as 0
    expect(limitBlockingBet(db, 1, 'EUR', 601, NOW)).toBe('loss');
    addLimit('wager', 'month', 1500, 'EUR');
    expect(limitBlockingBet(db, 1, 'EUR', 500, NOW)).toBeNull();
    expect(limitBlockingBet(db, 1, 'EUR', 501, NOW)).toBe('wager');
  });

  it('every limit in force counts: a looser one does not override a tighter one', () => {
    addLimit('deposit', 'day', 100, 'EUR');
    addLimit('deposit', 'day', 10_000, 'EUR');
    expect(limitBlockingDeposit(db, 1, 'EUR', 101, NOW)).toBe('deposit');
  });

  it('ignores unconfirmed limits, removals past disable_at and finished locks', () => {
    addLimit('deposit', 'day', 1, 'EUR', { status: 'unconfirmed' });
    addLimit('deposit', 'day', 1, 'EUR', { status: 'disabling', disable_at: '2025-06-18T11:00:00.000Z' });
    addLimit('self_exclusion', '6_months', null, null, { active_until: '2025-06-01T00:00:00.000Z' });
    expect(limitBlockingDeposit(db, 1, 'EUR', 50, NOW)).toBeNull();
    addLimit('self_exclusion', 'permanent', null, null, { active_until: null });
    expect(limitBlockingDeposit(db, 1, 'EUR', 50, NOW)).toBe('self_exclusion');
    expect(limitBlockingBet(db, 1, 'CAD', 1, NOW)).toBe('self_exclusion');
  });
});
