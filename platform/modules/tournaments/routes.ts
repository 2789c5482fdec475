import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tournamentConfirmRequestSchema } from '../../../schemas/wire/promotions';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { parseOr422 } from '../../http/validation';
import { readTournament, readTournamentBySlug, scoreRowOf, viewerGroups, visibleTo, type TournamentRow } from './store';
import { statusToWire, tournamentToWire } from './view';

/** Finished tournaments stay in the main list and in `/recent` this long (the archive tab). */
export const RECENT_DAYS = 14;
/** At most this many in `/recent`, newest first. */
export const RECENT_LIMIT = 20;

const DAY_MS = 86_400_000;

export function registerTournamentRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const recentSince = () => new Date(ctx.clock.now().getTime() - RECENT_DAYS * DAY_MS).toISOString();

  /** Visible to the caller: guests see tournaments without groups; players those of their groups too. */
  const visible = (request: FastifyRequest, rows: TournamentRow[]) => {
    const groups = viewerGroups(db, currentPlayerId(db, request));
    return rows.filter((row) => visibleTo(row, groups));
  };

  /** By id, or by slug (`frontend_identifier`): the client opens `/tournaments/{slug}` pages directly. */
  const findVisible = (request: FastifyRequest, reply: FastifyReply, idOrSlug: string): TournamentRow | null => {
    const row = /^\d{1,15}$/.test(idOrSlug) ? (readTournament(db, Number(idOrSlug)) ?? readTournamentBySlug(db, idOrSlug)) : readTournamentBySlug(db, idOrSlug);
    if (!row || visible(request, [row]).length === 0) {
      void reply.code(404).send({ error: 'not_found' });
      return null;
    }
    return row;
  };

  // Open ones (active and future) and those finished recently, soonest end first.
  app.get('/api/tournaments', async (request) => {
    const rows = db
      .prepare('SELECT * FROM tournaments WHERE finished_at IS NULL OR finished_at >= ? ORDER BY finished_at IS NOT NULL, end_at, id')
      .all(recentSince()) as TournamentRow[];
    const now = ctx.clock.now();
    return visible(request, rows).map((row) => tournamentToWire(db, row, now));
  });

  app.get('/api/tournaments/recent', async (request) => {
    const rows = db
      .prepare('SELECT * FROM tournaments WHERE finished_at IS NOT NULL AND finished_at >= ? ORDER BY end_at DESC, id DESC')
      .all(recentSince()) as TournamentRow[];
    const now = ctx.clock.now();
    return visible(request, rows)
      .slice(0, RECENT_LIMIT)
      .map((row) => tournamentToWire(db, row, now));
  });

  // The ones the player takes part in (confirmed or auto-joined): open, or finished recently.
  app.get('/api/tournaments/player', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const rows = db
      .prepare(
        `SELECT t.* FROM tournaments t JOIN tournament_players p ON p.tournament_id = t.id
         WHERE p.player_id = ? AND (t.finished_at IS NULL OR t.finished_at >= ?) ORDER BY t.finished_at IS NOT NULL, t.end_at, t.id`,
      )
      .all(playerId, recentSince()) as TournamentRow[];
    const now = ctx.clock.now();
    return visible(request, rows).map((row) => tournamentToWire(db, row, now));
  });

  app.get('/api/tournaments/:id', async (request, reply) => {
    const row = findVisible(request, reply, (request.params as { id: string }).id);
    if (!row) return reply;
    return tournamentToWire(db, row, ctx.clock.now());
  });

  app.get('/api/tournaments/:id/status', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const row = findVisible(request, reply, (request.params as { id: string }).id);
    if (!row) return reply;
    return statusToWire(db, row, playerId);
  });

  /**
   * Joins the tournament (spec part 2 §7, §8): before or during it, never twice. An already joined player
   * gets 422 `already_subscribed`, which the client shows as its own message.
   */
  app.post('/api/tournaments/:id/confirm', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const row = findVisible(request, reply, (request.params as { id: string }).id);
    if (!row) return reply;
    if (!parseOr422(tournamentConfirmRequestSchema, request.body, reply)) return reply;
    const now = ctx.clock.now().toISOString();
    const outcome = transaction(db, () => {
      const current = readTournament(db, row.id)!;
      if (current.finished_at !== null || current.end_at <= now) return 'finished' as const;
      if (scoreRowOf(db, row.id, playerId)) return 'already' as const;
      db.prepare("INSERT INTO tournament_players (tournament_id, player_id, joined_at, joined_via) VALUES (?, ?, ?, 'confirmation')").run(row.id, playerId, now);
      return 'joined' as const;
    }).immediate();
    if (outcome === 'already') {
      return reply.code(422).send({ error: 'already_subscribed', errors: { base: ['You are already taking part in this tournament.'] } });
    }
    if (outcome === 'finished') return reply.code(422).send({ error: 'tournament_finished', errors: { base: ['This tournament has ended.'] } });
    const status = statusToWire(db, row, playerId);
    ctx.events.emit({ scope: 'private', playerId, channel: 'tournaments_statuses', event: 'tournaments_statuses', payload: status });
    return status;
  });
}
