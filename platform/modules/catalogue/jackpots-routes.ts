import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import type { Jackpot, JackpotWin, WireGame } from '../../../schemas/wire/games';

const WINS_LIMIT_MAX = 100;

/** Network jackpots, their recent winners, and the per-currency sum of game jackpots. */
export function registerJackpotsRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/jackpots', async () => {
    return (db.prepare('SELECT payload FROM jackpots ORDER BY id').pluck().all() as string[]).map((p) => JSON.parse(p) as Jackpot);
  });

  app.get('/api/jackpot_wins', async (request) => {
    const asked = Number((request.query as { limit?: string }).limit ?? 20);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, WINS_LIMIT_MAX) : 20;
    return (db.prepare('SELECT payload FROM jackpot_wins ORDER BY created_at DESC LIMIT ?').pluck().all(limit) as string[]).map((p) => JSON.parse(p) as JackpotWin);
  });

  app.get('/api/games/jackpots', async () => {
    const payloads = db
      .prepare(`SELECT g.payload FROM games g JOIN game_collection_items c ON c.game_identifier = g.identifier AND c.collection_id = 'jackpots'`)
      .pluck()
      .all() as string[];
    const totals: Record<string, number> = {};
    for (const payload of payloads) {
      for (const [code, entry] of Object.entries((JSON.parse(payload) as WireGame).currencies)) {
        if (entry.jackpot !== undefined && entry.jackpot !== null) totals[code] = (totals[code] ?? 0) + Number(entry.jackpot);
      }
    }
    return totals;
  });
}
