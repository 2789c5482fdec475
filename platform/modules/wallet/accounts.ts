import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../../../config/currencies';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { findPlayerByEmail, findPlayerById } from '../accounts/public';
import { applyBalanceChange, pushBalanceAfterCommit, readWallet, type WalletRow } from './balance';

/** Currencies a wallet may hold (config/currencies.ts); FUN is demo play money and never a wallet. */
export const WALLET_CURRENCIES: readonly string[] = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES];

/**
 * The seeded demo player (accounts module) starts with play money so a fresh checkout can play at once:
 * 1,000.00 in its registration currency, credited once, through the ledger like any other credit.
 */
export const DEMO_PLAYER_EMAIL = 'demo@croupier.dev';
export const DEMO_PLAYER_START_CENTS = 100_000;

export function listWallets(db: Db, playerId: number): WalletRow[] {
  return db.prepare('SELECT * FROM wallet_accounts WHERE player_id = ? ORDER BY active DESC, id').all(playerId) as WalletRow[];
}

export function activeWallet(db: Db, playerId: number): WalletRow | undefined {
  return db.prepare('SELECT * FROM wallet_accounts WHERE player_id = ? AND active = 1').get(playerId) as WalletRow | undefined;
}

/**
 * Registration belongs to the accounts module, so wallets are opened lazily: a player without any gets an
 * empty active wallet in their registration currency on first look.
 */
export function ensureWallets(db: Db, playerId: number): WalletRow[] {
  const existing = listWallets(db, playerId);
  if (existing.length > 0) return existing;
  const player = findPlayerById(db, playerId);
  if (!player) return [];
  const currency = WALLET_CURRENCIES.includes(player.currency) ? player.currency : DEFAULT_CURRENCY;
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO wallet_accounts (player_id, currency, active, created_at) VALUES (?, ?, 1, ?)').run(
      playerId,
      currency,
      new Date().toISOString(),
    );
  }).immediate();
  return listWallets(db, playerId);
}

/** Credits the demo player's starting money once (the ledger row `seed:demo` remembers it). */
export function seedDemoBalance(db: Db, playerId: number, currency: string) {
  const done = db.prepare("SELECT 1 FROM ledger WHERE player_id = ? AND ref = 'seed:demo'").get(playerId) !== undefined;
  if (!done) applyBalanceChange(db, { playerId, currency, deltaCents: DEMO_PLAYER_START_CENTS, kind: 'demo_seed', ref: 'seed:demo' });
}

/**
 * Seed hook: runs after the accounts module created the demo players. Demo money is the seed's business
 * only: reading wallets never credits anyone (it used to, for one hard-coded e-mail, on every first look).
 */
export function seedDemoWallets(db: Db) {
  const demo = findPlayerByEmail(db, DEMO_PLAYER_EMAIL)?.id;
  if (demo === undefined) return;
  const [wallet] = ensureWallets(db, demo);
  if (wallet) seedDemoBalance(db, demo, wallet.currency);
}

/** POST /api/player/accounts: opens the wallet if missing and makes it the active one, then pushes it. */
export function activateWallet(db: Db, playerId: number, currency: string): WalletRow {
  ensureWallets(db, playerId);
  transaction(db, () => {
    db.prepare('UPDATE wallet_accounts SET active = 0 WHERE player_id = ? AND active = 1 AND currency <> ?').run(playerId, currency);
    db.prepare(
      `INSERT INTO wallet_accounts (player_id, currency, active, created_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (player_id, currency) DO UPDATE SET active = 1, hidden_at = NULL`,
    ).run(playerId, currency, new Date().toISOString());
    pushBalanceAfterCommit(db, playerId, currency);
  }).immediate();
  return readWallet(db, playerId, currency)!;
}
