import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { requirePlayer } from '../../auth/sessions';
import { send422 } from '../../http/validation';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { gameIdIn } from '../../../schemas/wire/game-currency-id';
import { FAVORITES_V2_MEDIA_TYPE, type WireGame } from '../../../schemas/wire/games';
import { findPlayerById } from '../accounts/public';
import { gamesByIdentifiers, resolveGameIdentifier } from './game-rows';

function favoriteGames(db: Db, playerId: number): WireGame[] {
  const identifiers = db.prepare('SELECT game_identifier FROM favorite_games WHERE player_id = ? ORDER BY created_at DESC, game_identifier').pluck().all(playerId) as string[];
  const games = gamesByIdentifiers(db, identifiers);
  return identifiers.map((id) => games.get(id)).filter((g): g is WireGame => g !== undefined);
}

/**
 * WIRE.md: `Accept: application/vnd.s.v2+json` answers full games; v1 (and anything else) the ids in
 * the player's currency, which is what the tile's favourite toggle compares against.
 */
function answer(db: Db, request: FastifyRequest, reply: FastifyReply, playerId: number) {
  const games = favoriteGames(db, playerId);
  const wantsFull = (request.headers.accept ?? '').includes(FAVORITES_V2_MEDIA_TYPE);
  if (wantsFull) return reply.type(`${FAVORITES_V2_MEDIA_TYPE}; charset=utf-8`).send(games);
  const currency = findPlayerById(db, playerId)?.currency ?? DEFAULT_CURRENCY;
  // The same id the client's favourite toggle picks for this currency (schemas/wire/game-currency-id.ts).
  const ids = games.map((g) => gameIdIn(g.currencies, currency)).filter((id): id is number => id !== null);
  return reply.type('application/vnd.s.v1+json; charset=utf-8').send(ids);
}

export function registerFavoritesRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/player/favorite_games', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return answer(db, request, reply, playerId);
  });

  // `*`: the id may be a per-currency number or a `provider/slug` identifier (slash included).
  app.put<{ Params: { '*': string } }>('/api/player/favorite_games/*', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const identifier = resolveGameIdentifier(db, decodeURIComponent(request.params['*']));
    if (!identifier) return send422(reply, { game_id: ['is unknown'] });
    db.prepare('INSERT OR IGNORE INTO favorite_games (player_id, game_identifier, created_at) VALUES (?, ?, ?)').run(playerId, identifier, new Date().toISOString());
    return answer(db, request, reply, playerId);
  });

  app.delete<{ Params: { '*': string } }>('/api/player/favorite_games/*', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const identifier = resolveGameIdentifier(db, decodeURIComponent(request.params['*']));
    if (!identifier) return send422(reply, { game_id: ['is unknown'] });
    db.prepare('DELETE FROM favorite_games WHERE player_id = ? AND game_identifier = ?').run(playerId, identifier);
    return answer(db, request, reply, playerId);
  });
}
