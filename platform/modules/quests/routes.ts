import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { questIdentity } from '../../../schemas/wire/quests';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { send422 } from '../../http/validation';
import { findPlayerById } from '../accounts/public';
import { activeWallet, WALLET_CURRENCIES } from '../wallet/public';
import { readQuest, runsAt, viewerGroups, visibleTo, type QuestRow } from './store';
import { questToWire, statusToWire } from './view';

/** Quests that ended stay listed this long (the Arena's finished ones). */
export const RECENT_DAYS = 14;
const DAY_MS = 86_400_000;

/** Active first (soonest end), then future (soonest start), then finished (latest end first). */
function arenaOrder(rows: QuestRow[], at: string): QuestRow[] {
  const rank = (row: QuestRow) => (runsAt(row, at) ? 0 : row.start_at > at ? 1 : 2);
  return [...rows].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 0) return a.end_at.localeCompare(b.end_at) || a.id - b.id;
    if (rank(a) === 1) return a.start_at.localeCompare(b.start_at) || a.id - b.id;
    return b.end_at.localeCompare(a.end_at) || b.id - a.id;
  });
}

export function registerQuestRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  /**
   * The currency levels are shown in: `?currency=` (a guest's choice; any known wallet currency), else the
   * player's active wallet (or registration currency), else the default. A code the platform does not know: 422, nothing answered.
   */
  const viewerCurrency = (request: FastifyRequest, reply: FastifyReply, playerId: number | null): string | null => {
    const asked = (request.query as { currency?: unknown } | undefined)?.currency;
    if (asked !== undefined) {
      if (typeof asked === 'string' && WALLET_CURRENCIES.includes(asked)) return asked;
      void send422(reply, { currency: ['is not a currency of this platform'] });
      return null;
    }
    if (playerId === null) return DEFAULT_CURRENCY;
    // A player who has no wallet yet plays in their registration currency once they do.
    return activeWallet(db, playerId)?.currency ?? findPlayerById(db, playerId)?.currency ?? DEFAULT_CURRENCY;
  };

  /** Open (running, future) and recently ended quests the viewer may see. */
  const listed = (playerId: number | null): QuestRow[] => {
    const since = new Date(ctx.clock.now().getTime() - RECENT_DAYS * DAY_MS).toISOString();
    const rows = db.prepare('SELECT * FROM quests WHERE end_at > ?').all(since) as QuestRow[];
    const groups = viewerGroups(db, playerId);
    return arenaOrder(rows.filter((row) => visibleTo(row, groups)), ctx.clock.now().toISOString());
  };

  /**
   * By id, by `frontend_identifier`, or by its slug (`/action/{slug}`: the third segment); a slug two instances
   * share opens the one the Arena lists first (the running one).
   */
  const findVisible = (request: FastifyRequest, reply: FastifyReply, playerId: number | null, key: string): QuestRow | null => {
    const byId = /^\d{1,15}$/.test(key) ? readQuest(db, Number(key)) : undefined;
    const groups = viewerGroups(db, playerId);
    const found =
      (byId && visibleTo(byId, groups) ? byId : undefined) ??
      listed(playerId).find((row) => row.frontend_identifier === key || questIdentity(row.frontend_identifier).questSlug === key);
    if (!found) {
      void reply.code(404).send({ error: 'not_found' });
      return null;
    }
    return found;
  };

  app.get('/api/quests', async (request, reply) => {
    const playerId = currentPlayerId(db, request);
    const currency = viewerCurrency(request, reply, playerId);
    if (currency === null) return reply;
    const now = ctx.clock.now();
    return listed(playerId).map((row) => questToWire(db, row, currency, now));
  });

  // The player's standing in every quest the list shows, in their active wallet's currency.
  app.get('/api/quests/statuses', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const currency = viewerCurrency(request, reply, playerId);
    if (currency === null) return reply;
    return listed(playerId).map((row) => statusToWire(db, row, playerId, currency));
  });

  app.get('/api/quests/:id', async (request, reply) => {
    const playerId = currentPlayerId(db, request);
    const currency = viewerCurrency(request, reply, playerId);
    if (currency === null) return reply;
    const row = findVisible(request, reply, playerId, (request.params as { id: string }).id);
    if (!row) return reply;
    return questToWire(db, row, currency, ctx.clock.now());
  });

  app.get('/api/quests/:id/status', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const currency = viewerCurrency(request, reply, playerId);
    if (currency === null) return reply;
    const row = findVisible(request, reply, playerId, (request.params as { id: string }).id);
    if (!row) return reply;
    return statusToWire(db, row, playerId, currency);
  });
}
