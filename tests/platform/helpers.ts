import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatformApp } from '../../platform/app';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/database';
import { applyBalanceChange } from '../../platform/modules/wallet/balance';

/** Shared helpers for platform tests: a fresh platform, players, sessions, games and ledger checks. */

export function tempDataDir(prefix = 'croupier-platform-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A platform on a fresh data directory; `close()` closes the app and removes the directory. */
export async function makePlatform() {
  const temp = tempDataDir();
  const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir });
  await app.ready();
  return {
    app,
    ctx,
    db: ctx.db,
    dataDir: temp.dir,
    async close() {
      await app.close();
      temp.cleanup();
    },
  };
}

let playerCounter = 0;

export function createPlayer(db: Db, overrides: { email?: string; currency?: string; nickname?: string } = {}): number {
  const email = overrides.email ?? `player${process.pid}-${++playerCounter}-${randomBytes(3).toString('hex')}@test.dev`;
  const result = db
    .prepare('INSERT INTO players (email, password_hash, nickname, currency, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(email, 'x', overrides.nickname ?? null, overrides.currency ?? 'EUR', new Date().toISOString(), new Date().toISOString());
  return Number(result.lastInsertRowid);
}

export interface SignedIn {
  playerId: number;
  cookie: string;
  csrf: string;
  /** Headers for a cookie-authenticated write (JSON body). */
  headers: Record<string, string>;
}

/** A session row as sessions.ts writes it: the cookie holds the token, the row its sha256 hex. */
export function signIn(db: Db, playerId: number): SignedIn {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  const now = new Date();
  db.prepare('INSERT INTO sessions (token_hash, player_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    createHash('sha256').update(token).digest('hex'),
    playerId,
    csrf,
    now.toISOString(),
    new Date(now.getTime() + 86_400_000).toISOString(),
  );
  const cookie = `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`;
  return { playerId, cookie, csrf, headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' } };
}

export function createSignedInPlayer(db: Db, overrides: Parameters<typeof createPlayer>[1] = {}): SignedIn {
  return signIn(db, createPlayer(db, overrides));
}

/** Card details the shared payment rules accept (a Luhn-valid test number, an expiry far ahead). */
export const TEST_CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_holder: 'Test Player' } as const;

/** A deposit or withdrawal request by Visa that passes every field rule. */
export const cardRequest = (amountCents: number, currency = 'EUR') => ({ amount_cents: amountCents, currency, payment_system: 'visa', details: { ...TEST_CARD } });

export function credit(db: Db, playerId: number, currency: string, cents: number) {
  const result = applyBalanceChange(db, { playerId, currency, deltaCents: cents, kind: 'test_credit', ref: 'test' });
  if (!result.ok) throw new Error(result.reason);
  return result.account;
}

/**
 * Inserts a catalogue game whatever the catalogue's current columns are: required columns the test does
 * not care about get harmless unique values, so this keeps working while the catalogue schema evolves.
 */
export function insertGame(
  db: Db,
  game: {
    provider: string;
    slug: string;
    title?: string;
    hasDemoMode?: boolean;
    currencies?: string[];
    /** Lobby categories (the game studio's engine follows them) and a slot's volatility rating (its family). */
    categories?: string[];
    volatility?: string;
  },
): string {
  const identifier = `${game.provider}/${game.slug}`;
  const currencies = Object.fromEntries((game.currencies ?? ['EUR', 'USD', 'BTC']).map((c, i) => [c, { id: 10_000 + i }]));
  const payload = JSON.stringify({
    identifier,
    title: game.title ?? game.slug,
    provider: game.provider,
    currencies,
    has_demo_mode: game.hasDemoMode ?? true,
    ...(game.categories ? { categories: game.categories } : {}),
    ...(game.volatility ? { volatility_rating: game.volatility } : {}),
  });
  insertFilled(db, 'game_providers', { slug: game.provider, title: game.provider }, 'slug');
  insertFilled(
    db,
    'games',
    { identifier, provider: game.provider, slug: game.slug, title: game.title ?? game.slug, has_demo_mode: game.hasDemoMode === false ? 0 : 1, payload },
    'identifier',
  );
  return identifier;
}

function insertFilled(db: Db, table: string, values: Record<string, unknown>, key: string) {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }[];
  if (columns.length === 0) throw new Error(`table ${table} does not exist yet`);
  if (db.prepare(`SELECT 1 FROM ${table} WHERE ${key} = ?`).get(values[key])) return;
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.name in values) row[column.name] = values[column.name];
    else if (column.notnull && column.dflt_value === null && !(column.pk && /INT/i.test(column.type))) {
      row[column.name] = /INT|REAL|NUM/i.test(column.type) ? 900_000_000 + Math.floor(Math.random() * 99_999_999) : /payload|json/i.test(column.name) ? '{}' : `${column.name}-${randomBytes(4).toString('hex')}`;
    }
  }
  const names = Object.keys(row);
  db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...names.map((n) => row[n]));
}

export interface LedgerCheck {
  ok: boolean;
  problems: string[];
}

/** Every wallet equals the sum of its ledger, and each ledger row's balance_after matches the running sum. */
export function checkLedger(db: Db): LedgerCheck {
  const problems: string[] = [];
  const wallets = db.prepare('SELECT player_id, currency, amount_cents, bonus_amount_cents FROM wallet_accounts').all() as {
    player_id: number;
    currency: string;
    amount_cents: number;
    bonus_amount_cents: number;
  }[];
  for (const w of wallets) {
    for (const pocket of ['real', 'bonus'] as const) {
      const rows = db
        .prepare('SELECT delta_cents, balance_after_cents FROM ledger WHERE player_id = ? AND currency = ? AND pocket = ? ORDER BY id')
        .all(w.player_id, w.currency, pocket) as { delta_cents: number; balance_after_cents: number }[];
      let running = 0;
      for (const r of rows) {
        running += r.delta_cents;
        if (running !== r.balance_after_cents) problems.push(`${w.player_id}/${w.currency}/${pocket}: running ${running} != ${r.balance_after_cents}`);
        if (running < 0) problems.push(`${w.player_id}/${w.currency}/${pocket}: negative ${running}`);
      }
      const stored = pocket === 'real' ? w.amount_cents : w.bonus_amount_cents;
      if (running !== stored) problems.push(`${w.player_id}/${w.currency}/${pocket}: ledger ${running} != wallet ${stored}`);
    }
  }
  return { ok: problems.length === 0, problems };
}

export const countRows = (db: Db, table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** A confirmed money limit in force from now on, as limit-routes.ts leaves it after confirmation. */
export function activateLimit(db: Db, playerId: number, limit: { type: 'loss' | 'wager' | 'deposit'; amountCents: number; currency?: string; period?: string }) {
  const now = new Date().toISOString();
  db.prepare(
    "INSERT INTO user_limits (player_id, type, period, currency, amount_cents, status, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?, 'active', ?, ?)",
  ).run(playerId, limit.type, limit.period ?? 'day', limit.currency ?? 'EUR', limit.amountCents, now, now);
}
