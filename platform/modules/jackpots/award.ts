import type { PlatformContext } from '../../context';
import { afterCommit, transaction } from '../../db/transaction';
import { publicName } from '../accounts/public';
import { applyBalanceChange } from '../wallet/public';
import { pushAward } from './pushes';
import { readLevel, readPool, type AwardRow } from './store';
import { amountIn } from './view';

/** How a level was won: a recorded roll of a round, or the demo-only forced drop. */
export type AwardOrigin =
  | { origin: 'draw'; roundId: number; gameIdentifier: string; seed: number; roll: number; chancePpm: number }
  | { origin: 'forced'; gameIdentifier: string | null };

export interface AwardRequest {
  levelId: number;
  /** The generation the caller saw: a level that dropped since is not paid again. */
  generation: number;
  playerId: number;
  /** The winner's currency (the bet's): paid in it, converted from the pool's. */
  currency: string;
  how: AwardOrigin;
}

class AwardRefused extends Error {}

/**
 * Awards a level in ONE transaction (a savepoint of the round's when called from its handler): the pool restarts
 * from its seed and its generation moves on — only if it is still the generation the caller saw, so two bets, two
 * processes or a retried request never pay one pool twice (UNIQUE (level, generation) backs it) — the award is
 * recorded, and the wallet credits the winner with a ledger row (`jackpot_win`). A refused credit (balance cap)
 * rolls all of it back and the pool stays. The pushes follow the commit. Null: nothing was awarded.
 */
export function awardLevel(ctx: Pick<PlatformContext, 'db' | 'events' | 'clock'>, request: AwardRequest): AwardRow | null {
  const { db } = ctx;
  const run = transaction(db, (): AwardRow | null => {
    const level = readLevel(db, request.levelId);
    const pool = level ? readPool(db, level.jackpot_id) : undefined;
    if (!level || !pool || pool.state !== 'active' || level.generation !== request.generation) return null;
    const paid = amountIn(level.amount_cents, pool.currency, request.currency);
    if (paid === null || paid <= 0) return null;
    const reset = db
      .prepare('UPDATE jackpot_levels SET amount_cents = seed_cents, carry_units = 0, generation = generation + 1 WHERE id = ? AND generation = ?')
      .run(level.id, level.generation);
    if (reset.changes !== 1) return null;
    const how = request.how;
    const draw = how.origin === 'draw' ? how : null;
    const inserted = db
      .prepare(
        `INSERT INTO jackpot_awards (jackpot_id, level_id, generation, origin, player_id, user_name, level_name, original_amount_cents,
           original_currency, amount_cents, currency, round_id, game_identifier, seed, nonce, roll, chance_ppm, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        pool.id,
        level.id,
        level.generation,
        how.origin,
        request.playerId,
        publicName(db, request.playerId),
        level.name,
        level.amount_cents,
        pool.currency,
        paid,
        request.currency,
        draw?.roundId ?? null,
        how.gameIdentifier,
        draw?.seed ?? null,
        draw?.roundId ?? null,
        draw?.roll ?? null,
        draw?.chancePpm ?? null,
        ctx.clock.now().toISOString(),
      );
    const awardId = Number(inserted.lastInsertRowid);
    const credit = applyBalanceChange(db, { playerId: request.playerId, currency: request.currency, deltaCents: paid, kind: 'jackpot_win', ref: `jackpot_award:${awardId}` });
    if (!credit.ok) throw new AwardRefused(credit.reason);
    db.prepare('UPDATE jackpot_awards SET ledger_id = ? WHERE id = ?').run(credit.ledgerId, awardId);
    const award = db.prepare('SELECT * FROM jackpot_awards WHERE id = ?').get(awardId) as AwardRow;
    afterCommit(db, () => pushAward(ctx, award));
    return award;
  });
  try {
    return run.immediate();
  } catch (error) {
    if (error instanceof AwardRefused) return null;
    throw error;
  }
}
