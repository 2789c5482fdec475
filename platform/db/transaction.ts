import type { Db } from './database';

/**
 * Transactions that know when they commit. better-sqlite3 runs a transaction synchronously inside one
 * function call and has no commit hook, so "after commit" is "after the outermost `transaction()` call
 * returned": effects queued with `afterCommit()` run then, and are dropped when the transaction (or the
 * nested savepoint they were queued in) rolls back.
 *
 * Domain events (platform/domain-events.ts) and the wallet's balance push build on this. Code that
 * publishes or queues effects must run inside `transaction()`, never inside a raw `db.transaction()`:
 * only the outermost call can tell a commit from a rollback, so opening `transaction()` inside a raw
 * transaction throws rather than guessing. (A raw `db.transaction()` nested inside `transaction()` is a
 * savepoint this file does not see: keep code that queues effects out of one that may roll back alone.)
 */

type Effect = () => void;

interface ConnectionState {
  /** How many `transaction()` calls are running on this connection (nested ones are savepoints). */
  depth: number;
  /** Effects of the running outermost transaction, in the order they were queued. */
  effects: Effect[];
}

// Per connection, like SQLite's own transaction state; never per request. A WeakMap so a closed and
// dropped connection takes its state with it.
const connections = new WeakMap<Db, ConnectionState>();

function stateOf(db: Db): ConnectionState {
  let state = connections.get(db);
  if (!state) {
    state = { depth: 0, effects: [] };
    connections.set(db, state);
  }
  return state;
}

function runEffects(state: ConnectionState) {
  // An effect may open a transaction of its own, which flushes its own effects when it ends: take the
  // queue before running anything so none runs twice.
  const effects = state.effects.splice(0);
  for (const effect of effects) {
    try {
      effect();
    } catch (error) {
      // The publisher's transaction is committed: a failing effect is reported, never thrown into it.
      console.error('[platform] an after-commit effect failed:', error);
    }
  }
}

function run<R>(db: Db, body: () => R): R {
  const state = stateOf(db);
  if (state.depth === 0 && db.inTransaction) {
    throw new Error(
      'transaction() was opened inside a raw db.transaction(): after-commit effects could not tell its commit from a rollback. ' +
        'Open the outer transaction with transaction() from platform/db/transaction.ts.',
    );
  }
  const mark = state.effects.length;
  state.depth++;
  let result: R;
  try {
    result = body();
  } catch (error) {
    // Rolled back, to the savepoint of this call or entirely: what it queued never happened.
    state.effects.length = mark;
    throw error;
  } finally {
    state.depth--;
  }
  if (state.depth === 0) runEffects(state);
  return result;
}

type Variant<A extends unknown[], R> = (...args: A) => R;

/** A transaction function like better-sqlite3's `db.transaction(fn)`, with the same mode variants. */
export interface PlatformTransaction<A extends unknown[], R> extends Variant<A, R> {
  deferred: Variant<A, R>;
  immediate: Variant<A, R>;
  exclusive: Variant<A, R>;
}

/**
 * `transaction(db, fn).immediate(...args)` runs `fn` in a transaction (a savepoint when nested) and, once
 * the outermost one committed, the effects queued inside it.
 */
export function transaction<A extends unknown[], R>(db: Db, fn: (...args: A) => R): PlatformTransaction<A, R> {
  const raw = db.transaction(fn);
  const wrap =
    (variant: Variant<A, R>): Variant<A, R> =>
    (...args) =>
      run(db, () => variant(...args));
  return Object.assign(wrap(raw), { deferred: wrap(raw.deferred), immediate: wrap(raw.immediate), exclusive: wrap(raw.exclusive) });
}

/** Whether code runs inside a `transaction()` of this connection (so it may publish and queue effects). */
export function inPlatformTransaction(db: Db): boolean {
  return (connections.get(db)?.depth ?? 0) > 0;
}

/** Queues `effect` to run after the outermost running `transaction()` commits; dropped on rollback. */
export function afterCommit(db: Db, effect: Effect) {
  if (!inPlatformTransaction(db)) throw new Error('afterCommit() needs a running transaction() of this connection (platform/db/transaction.ts).');
  stateOf(db).effects.push(effect);
}
