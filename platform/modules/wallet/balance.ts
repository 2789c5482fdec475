import { MAX_BALANCE_MINOR_UNITS, MAX_MOVEMENT_MINOR_UNITS } from '../../../config/limits';
import type { Account } from '../../../schemas/wire/player';
import type { PlatformEvents } from '../../context';
import type { Db } from '../../db/database';
import { afterCommit, transaction } from '../../db/transaction';

/** A wallet_accounts row as stored. */
export interface WalletRow {
  id: number;
  player_id: number;
  currency: string;
  amount_cents: number;
  bonus_amount_cents: number;
  active: number;
  hidden_at: string | null;
  created_at: string;
}

export interface BalanceChange {
  playerId: number;
  currency: string;
  /** Signed, non-zero, integer minor units. */
  deltaCents: number;
  /** What moved the money (deposit, cashout_reserve, cashout_return, bet, win, demo_seed, bonus_*…). */
  kind: string;
  /** What it belongs to, e.g. `payment:12`, `round:345`. */
  ref?: string | null;
  /** Which balance moves; bonus money is the bonus module's, everything else is real. */
  pocket?: 'real' | 'bonus';
}

export type BalanceChangeResult =
  | { ok: true; account: WalletRow; ledgerId: number }
  | { ok: false; reason: 'insufficient_funds' | 'invalid_amount' | 'balance_cap' };

/** The wire account (WIRE.md): the shown balance is real plus bonus money; only real money is withdrawable. */
export function accountToWire(row: WalletRow): Account {
  return {
    currency: row.currency,
    amount_cents: row.amount_cents + row.bonus_amount_cents,
    available_to_cashout_cents: row.amount_cents,
    active: row.active === 1,
    deposit_available: true,
    hidden_at: row.hidden_at,
  };
}

// Keyed by database, not by player: one platform per open database (tests run several side by side).
const eventsByDb = new WeakMap<Db, PlatformEvents>();

/** The wallet module binds its context's event bus so balance pushes need only the database. */
export function bindWalletEvents(db: Db, events: PlatformEvents) {
  eventsByDb.set(db, events);
}

export function readWallet(db: Db, playerId: number, currency: string): WalletRow | undefined {
  return db.prepare('SELECT * FROM wallet_accounts WHERE player_id = ? AND currency = ?').get(playerId, currency) as WalletRow | undefined;
}

/** The one place a `balance` push is published: after a movement, and when the active wallet changes. */
function emitBalance(db: Db, row: WalletRow) {
  eventsByDb.get(db)?.emit({ scope: 'private', playerId: row.player_id, channel: 'balance', event: 'balance', payload: accountToWire(row) });
}

/**
 * Queues the `balance` push of a wallet for after the running transaction commits: a rolled-back change
 * is never pushed, and the push re-reads the committed row, so it shows the balance as it stands.
 */
export function pushBalanceAfterCommit(db: Db, playerId: number, currency: string) {
  afterCommit(db, () => {
    const row = readWallet(db, playerId, currency);
    if (row) emitBalance(db, row);
  });
}

function applyInTransaction(db: Db, change: BalanceChange): BalanceChangeResult {
  const now = new Date().toISOString();
  let row = readWallet(db, change.playerId, change.currency);
  if (!row) {
    if (change.deltaCents < 0) return { ok: false, reason: 'insufficient_funds' };
    // A credit in a currency the player has no wallet for opens one; it becomes active only if none is.
    const hasActive = db.prepare('SELECT 1 FROM wallet_accounts WHERE player_id = ? AND active = 1').get(change.playerId) !== undefined;
    db.prepare('INSERT INTO wallet_accounts (player_id, currency, active, created_at) VALUES (?, ?, ?, ?)').run(
      change.playerId,
      change.currency,
      hasActive ? 0 : 1,
      now,
    );
    row = readWallet(db, change.playerId, change.currency)!;
  }
  const pocket = change.pocket ?? 'real';
  const column = pocket === 'bonus' ? 'bonus_amount_cents' : 'amount_cents';
  const after = row[column] + change.deltaCents;
  if (after < 0) return { ok: false, reason: 'insufficient_funds' };
  if (after > MAX_BALANCE_MINOR_UNITS) return { ok: false, reason: 'balance_cap' };
  db.prepare(`UPDATE wallet_accounts SET ${column} = ? WHERE id = ?`).run(after, row.id);
  const ledger = db
    .prepare(
      'INSERT INTO ledger (player_id, currency, pocket, delta_cents, balance_after_cents, kind, ref, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(change.playerId, change.currency, pocket, change.deltaCents, after, change.kind, change.ref ?? null, now);
  pushBalanceAfterCommit(db, change.playerId, change.currency);
  return { ok: true, account: { ...row, [column]: after }, ledgerId: Number(ledger.lastInsertRowid) };
}

/**
 * The only way a balance changes: checks, updates the wallet and appends the ledger row in one IMMEDIATE
 * transaction (so two processes cannot both read the old balance), and refuses to go below zero.
 *
 * Called inside a caller's `transaction()` (platform/db/transaction.ts) it becomes a savepoint of it, and
 * the `balance` push waits for the caller's commit (never a raw `db.transaction()`: that throws).
 */
export function applyBalanceChange(db: Db, change: BalanceChange): BalanceChangeResult {
  const { deltaCents } = change;
  if (!Number.isSafeInteger(deltaCents) || deltaCents === 0 || Math.abs(deltaCents) > MAX_MOVEMENT_MINOR_UNITS) return { ok: false, reason: 'invalid_amount' };
  return transaction(db, applyInTransaction).immediate(db, change);
}

export interface StakeDebit {
  playerId: number;
  currency: string;
  betCents: number;
  /** What it belongs to, e.g. `round:345`. */
  ref: string;
}

export type StakeResult =
  | { ok: true; realCents: number; bonusCents: number; account: WalletRow }
  | { ok: false; reason: 'insufficient_funds' | 'invalid_amount' };

/**
 * Debits a stake real money first, then the bonus pocket (the strategy `real_money_first`): one ledger row
 * (kind `bet`) per pocket that moved. Refuses, moving nothing, when real and bonus money together fall short.
 * Inside a caller's `transaction()` it is a savepoint of it, like `applyBalanceChange`.
 */
export function debitStake(db: Db, stake: StakeDebit): StakeResult {
  const { betCents } = stake;
  if (!Number.isSafeInteger(betCents) || betCents <= 0 || betCents > MAX_MOVEMENT_MINOR_UNITS) return { ok: false, reason: 'invalid_amount' };
  return transaction(db, (): StakeResult => {
    const row = readWallet(db, stake.playerId, stake.currency);
    if (!row) return { ok: false, reason: 'insufficient_funds' };
    const realCents = Math.min(row.amount_cents, betCents);
    const bonusCents = betCents - realCents;
    if (bonusCents > row.bonus_amount_cents) return { ok: false, reason: 'insufficient_funds' };
    const base = { playerId: stake.playerId, currency: stake.currency, kind: 'bet', ref: stake.ref };
    if (realCents > 0) mustApply(db, { ...base, deltaCents: -realCents, pocket: 'real' });
    if (bonusCents > 0) mustApply(db, { ...base, deltaCents: -bonusCents, pocket: 'bonus' });
    return { ok: true, realCents, bonusCents, account: readWallet(db, stake.playerId, stake.currency)! };
  }).immediate();
}

export interface WinningsCredit {
  playerId: number;
  currency: string;
  winCents: number;
  /** The round's stake and the part of it the bonus pocket paid (`debitStake`'s `bonusCents`). */
  betCents: number;
  bonusBetCents: number;
  ref: string;
}

/** The bonus pocket's share of a win: the share of the stake it paid, rounded down (the rest is real money). */
export const bonusShareOfWin = (winCents: number, betCents: number, bonusBetCents: number): number =>
  betCents > 0 ? Math.floor((winCents * bonusBetCents) / betCents) : 0;

export type WinningsResult = { ok: true; realCents: number; bonusCents: number; account: WalletRow } | { ok: false; reason: 'invalid_amount' | 'balance_cap' };

/**
 * Credits a round's win split like its stake: floor(win × bonus stake / stake) to the bonus pocket, the rest to
 * real money; one ledger row (kind `win`) per pocket that moved. A zero win moves nothing.
 */
export function creditWinnings(db: Db, credit: WinningsCredit): WinningsResult {
  const { winCents } = credit;
  if (!Number.isSafeInteger(winCents) || winCents < 0 || winCents > MAX_MOVEMENT_MINOR_UNITS) return { ok: false, reason: 'invalid_amount' };
  const credited = transaction(db, (): WinningsResult => {
    const bonusCents = bonusShareOfWin(winCents, credit.betCents, credit.bonusBetCents);
    const realCents = winCents - bonusCents;
    const base = { playerId: credit.playerId, currency: credit.currency, kind: 'win', ref: credit.ref };
    for (const [pocket, cents] of [['real', realCents], ['bonus', bonusCents]] as const) {
      if (cents === 0) continue;
      const result = applyBalanceChange(db, { ...base, deltaCents: cents, pocket });
      // Roll back the part already credited: the caller decides what a refused win means.
      if (!result.ok) throw new WinRefused(result.reason === 'balance_cap' ? 'balance_cap' : 'invalid_amount');
    }
    return { ok: true, realCents, bonusCents, account: readWallet(db, credit.playerId, credit.currency)! };
  });
  try {
    return credited.immediate();
  } catch (error) {
    if (error instanceof WinRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}

class WinRefused extends Error {
  constructor(readonly reason: 'balance_cap' | 'invalid_amount') {
    super(`win credit refused: ${reason}`);
  }
}

/** A movement already checked to fit (a stake within the balance): a refusal is a bug and rolls back. */
function mustApply(db: Db, change: BalanceChange) {
  const result = applyBalanceChange(db, change);
  if (!result.ok) throw new Error(`stake movement refused: ${result.reason}`);
}
