import type { WirePlayerCompPoints } from '../../../schemas/wire/comp-points';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { afterCommit } from '../../db/transaction';

/** A `comp_point_accounts` row; a player without one has 0 of each. */
export interface CompPointAccount {
  player_id: number;
  chargeable: number;
  persistent: number;
  disabled_at: string | null;
  updated_at: string;
}

export type LedgerKind = 'accrual' | 'exchange' | 'seed' | 'operator';

export const readAccount = (db: Db, playerId: number) =>
  db.prepare('SELECT * FROM comp_point_accounts WHERE player_id = ?').get(playerId) as CompPointAccount | undefined;

/** The wire shape of a player's points (WIRE.md `{chargeable:{points}, persistent:{points}}`). */
export function pointsToWire(db: Db, playerId: number): WirePlayerCompPoints {
  const row = readAccount(db, playerId);
  return { chargeable: { points: row?.chargeable ?? 0 }, persistent: { points: row?.persistent ?? 0 } };
}

export const isDisabled = (db: Db, playerId: number) => readAccount(db, playerId)?.disabled_at != null;

/**
 * Adds earned points to both balances (accrual, seed, an operator's grant), with its ledger row, in the caller's
 * transaction. `ref` is unique: the same ref twice adds nothing and answers false.
 */
export function creditPoints(db: Db, playerId: number, points: number, kind: LedgerKind, ref: string, at: string): boolean {
  if (!Number.isSafeInteger(points) || points <= 0) return false;
  if (db.prepare('SELECT 1 FROM comp_point_ledger WHERE ref = ?').get(ref)) return false;
  db.prepare(
    `INSERT INTO comp_point_accounts (player_id, chargeable, persistent, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (player_id) DO UPDATE SET chargeable = chargeable + excluded.chargeable, persistent = persistent + excluded.persistent, updated_at = excluded.updated_at`,
  ).run(playerId, points, points, at);
  const after = readAccount(db, playerId)!.chargeable;
  db.prepare('INSERT INTO comp_point_ledger (player_id, kind, chargeable_delta, persistent_delta, chargeable_after, ref, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    playerId,
    kind,
    points,
    points,
    after,
    ref,
    at,
  );
  return true;
}

export type DebitResult = { ok: true; chargeableAfter: number } | { ok: false; missing: number };

/**
 * Spends chargeable points (an exchange), in the caller's transaction. The UPDATE only matches while the balance
 * covers the cost, so two exchanges can never both spend the same points; the ledger row's unique ref refuses a
 * second debit for one exchange. Lifetime (persistent) points are never spent.
 */
export function debitPoints(db: Db, playerId: number, points: number, ref: string, at: string): DebitResult {
  const changed = db
    .prepare('UPDATE comp_point_accounts SET chargeable = chargeable - ?, updated_at = ? WHERE player_id = ? AND chargeable >= ? AND disabled_at IS NULL')
    .run(points, at, playerId, points).changes;
  if (changed === 0) return { ok: false, missing: Math.max(0, points - (readAccount(db, playerId)?.chargeable ?? 0)) };
  const after = readAccount(db, playerId)!.chargeable;
  db.prepare("INSERT INTO comp_point_ledger (player_id, kind, chargeable_delta, persistent_delta, chargeable_after, ref, created_at) VALUES (?, 'exchange', ?, 0, ?, ?, ?)").run(
    playerId,
    -points,
    after,
    ref,
    at,
  );
  return { ok: true, chargeableAfter: after };
}

/** The private channel of a player's comp points (schemas/wire/realtime.ts); the event has its name. */
export const COMPS_AWARD = 'comps_award';

/**
 * Queues the `comps_award` push for after the running transaction commits (never for a rolled-back change); it
 * reads the committed balances, so it shows them as they stand.
 */
export function pushPointsAfterCommit(ctx: Pick<PlatformContext, 'db' | 'events'>, playerId: number) {
  afterCommit(ctx.db, () => {
    ctx.events.emit({ scope: 'private', playerId, channel: COMPS_AWARD, event: COMPS_AWARD, payload: pointsToWire(ctx.db, playerId) });
  });
}
