import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { currentPlayerId } from '../../auth/sessions';
import { activeWallet } from '../wallet/public';
import { amountIn } from './view';
import { listPools, levelsOf, poolByIdentifier, type AwardRow } from './store';
import { jackpotToWire, winnerToWire } from './view';
import { hasRate } from './money';

const WINS_LIMIT_MAX = 100;
const WINS_LIMIT_DEFAULT = 20;
const CURRENCY = /^[A-Z]{3,5}$/;

/**
 * `GET /api/jackpots` (WIRE.md): every jackpot with its levels now, in the asked `currency` (a guest's site default),
 * else the signed-in player's active wallet currency, else the jackpot's own. `GET /api/jackpot_wins`: winners,
 * `sort=latest` (default) or `biggest` (by the pool as it dropped), `limit` up to 100, optionally of one `jackpot`.
 * `GET /api/games/jackpots`: the sum of every active jackpot level per currency the demo rates know.
 */
export function registerJackpotRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/jackpots', async (request) => {
    const asked = (request.query as { currency?: string }).currency;
    let currency: string | null = typeof asked === 'string' && CURRENCY.test(asked) ? asked : null;
    if (!currency) {
      const playerId = currentPlayerId(db, request);
      currency = playerId === null ? null : (activeWallet(db, playerId)?.currency ?? null);
    }
    return listPools(db).map((pool) => jackpotToWire(db, pool, currency));
  });

  app.get('/api/jackpot_wins', async (request) => {
    const query = request.query as { limit?: string; sort?: string; jackpot?: string };
    const asked = Number(query.limit ?? WINS_LIMIT_DEFAULT);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, WINS_LIMIT_MAX) : WINS_LIMIT_DEFAULT;
    const order = query.sort === 'biggest' ? 'a.original_amount_cents DESC, a.id DESC' : 'a.created_at DESC, a.id DESC';
    const pool = typeof query.jackpot === 'string' ? poolByIdentifier(db, query.jackpot) : undefined;
    if (typeof query.jackpot === 'string' && !pool) return [];
    const rows = db
      .prepare(
        `SELECT a.*, p.identifier AS jackpot_identifier FROM jackpot_awards a JOIN jackpot_pools p ON p.id = a.jackpot_id
         WHERE (? IS NULL OR a.jackpot_id = ?) ORDER BY ${order} LIMIT ?`,
      )
      .all(pool?.id ?? null, pool?.id ?? null, limit) as (AwardRow & { jackpot_identifier: string })[];
    return rows.map((row) => winnerToWire(row, row.jackpot_identifier));
  });

  app.get('/api/games/jackpots', async () => {
    const totals: Record<string, number> = {};
    for (const pool of listPools(db)) {
      if (pool.state !== 'active') continue;
      const eurAndAllowed = new Set([pool.currency, ...(JSON.parse(pool.allowed_currencies) as string[])]);
      for (const level of levelsOf(db, pool.id)) {
        for (const code of eurAndAllowed) {
          const amount = hasRate(code) || code === pool.currency ? amountIn(level.amount_cents, pool.currency, code) : null;
          if (amount !== null) totals[code] = (totals[code] ?? 0) + amount;
        }
      }
    }
    return totals;
  });
}
