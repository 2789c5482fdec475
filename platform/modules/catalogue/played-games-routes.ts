import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { requirePlayer } from '../../auth/sessions';
import { parseOr422, send422 } from '../../http/validation';
import { recordPlayedGameRequestSchema, type WirePlayedGame } from '../../../schemas/wire/games';
import { resolveGameIdentifier } from './game-rows';
import { markPlayed } from './played-games';

const PLAYED_LIMIT = 50;

/**
 * The family's shape (WIRE.md "Games"): identifiers with the last activity, most recent first, no game
 * data; clients fetch the games through `/api/games_filter/select`. Games since removed from the catalogue
 * are left out.
 */
function playedGames(db: Db, playerId: number): WirePlayedGame[] {
  const rows = db
    .prepare(
      `SELECT p.game_identifier AS identifier, p.last_activity_at FROM game_plays p JOIN games g ON g.identifier = p.game_identifier
       WHERE p.player_id = ? ORDER BY p.last_activity_at DESC LIMIT ?`,
    )
    .all(playerId, PLAYED_LIMIT) as WirePlayedGame[];
  return rows;
}

export function registerPlayedGamesRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/player/played_games', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return playedGames(db, playerId);
  });

  // Demo helper: lets the demo launcher (or tests) mark a game as played without a money round.
  app.post('/api/player/played_games', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(recordPlayedGameRequestSchema, request.body, reply);
    if (!body) return reply;
    const identifier = resolveGameIdentifier(db, body.game_id);
    if (!identifier) return send422(reply, { game_id: ['is unknown'] });
    markPlayed(db, playerId, identifier, new Date().toISOString());
    return reply.code(201).send(playedGames(db, playerId));
  });
}
