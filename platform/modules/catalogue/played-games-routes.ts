import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { requirePlayer } from '../../auth/sessions';
import { parseOr422, send422 } from '../../http/validation';
import { recordPlayedGameRequestSchema, type WirePlayedGame } from '../../../schemas/wire/games';
import { resolveGameIdentifier } from './game-rows';

const PLAYED_LIMIT = 50;

/** The money module owns `game_rounds`; it may not exist yet (or in a catalogue-only build). */
function hasGameRounds(db: Db): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'game_rounds'`).get() !== undefined;
}

/**
 * The family's shape (WIRE.md "Games"): identifiers with the last activity, most recent first, no game
 * data; clients fetch the games through `/api/games_filter/select`. Games since removed from the catalogue
 * are left out.
 */
function playedGames(db: Db, playerId: number): WirePlayedGame[] {
  const latest = new Map<string, string>();
  const merge = (rows: { game_identifier: string; last: string }[]) => {
    for (const row of rows) if ((latest.get(row.game_identifier) ?? '') < row.last) latest.set(row.game_identifier, row.last);
  };
  merge(db.prepare('SELECT game_identifier, last_activity_at AS last FROM game_plays WHERE player_id = ?').all(playerId) as { game_identifier: string; last: string }[]);
  if (hasGameRounds(db)) {
    merge(db.prepare('SELECT game_identifier, MAX(created_at) AS last FROM game_rounds WHERE player_id = ? GROUP BY game_identifier').all(playerId) as { game_identifier: string; last: string }[]);
  }
  const known = new Set(db.prepare('SELECT identifier FROM games WHERE identifier IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify([...latest.keys()])) as string[]);
  return [...latest]
    .filter(([identifier]) => known.has(identifier))
    .sort((a, b) => (a[1] < b[1] ? 1 : -1))
    .slice(0, PLAYED_LIMIT)
    .map(([identifier, last]) => ({ identifier, last_activity_at: last }));
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
    db.prepare('INSERT OR REPLACE INTO game_plays (player_id, game_identifier, last_activity_at) VALUES (?, ?, ?)').run(playerId, identifier, new Date().toISOString());
    return reply.code(201).send(playedGames(db, playerId));
  });
}
