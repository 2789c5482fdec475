import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { visitorCountry } from '../../geo';
import { parseOr422 } from '../../http/validation';
import { deviceSchema, gamesFilterRequestSchema, gamesSelectRequestSchema, type WireGame, type WireGameCollection, type WireGameProvider } from '../../../schemas/wire/games';
import { catalogueIndex } from './catalogue-index-cache';
import { DEVICE_MASK, gamesByIdentifiers, resolveGameIdentifier, toGame, type GameRow } from './game-rows';
import { gamesPageJson } from './games-filter-json';
import { filterGames } from './games-filter-query';
import { hiddenProvidersFor } from './provider-visibility';

/** Lists, search, lookups by id, collections, providers and the random game. */
export function registerGamesRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  // Per visitor, computed on every request: never part of anything cached.
  const hiddenFor = (request: Parameters<typeof visitorCountry>[0]) => hiddenProvidersFor(db, visitorCountry(request, ctx.config));
  // Prepared once: the tables exist (migrations ran when the context opened the database).
  const collectionsStmt = db.prepare(
    `SELECT c.id, c.title, c.kind, COUNT(i.game_identifier) AS games_count FROM game_collections c
     LEFT JOIN game_collection_items i ON i.collection_id = c.id GROUP BY c.id ORDER BY c.position`,
  );
  const providersStmt = db.prepare(
    `SELECT p.id, p.slug, p.title, (SELECT COUNT(*) FROM games g WHERE g.provider = p.slug) AS games_count FROM game_providers p ORDER BY p.position`,
  );
  const randomStmt = db.prepare(
    `SELECT identifier, payload FROM games WHERE (devices_mask & ?) != 0 AND provider NOT IN (SELECT value FROM json_each(?))
     AND identifier NOT IN (SELECT game_identifier FROM game_collection_items WHERE collection_id = 'prerelease') ORDER BY random() LIMIT 1`,
  );

  app.post('/api/games_filter', async (request, reply) => {
    const body = parseOr422(gamesFilterRequestSchema, request.body, reply);
    if (!body) return reply;
    // The games' JSON is already text: send it as is rather than parse and re-serialise 40 games a call.
    const page = filterGames(catalogueIndex(db), body, hiddenFor(request));
    return reply.type('application/json; charset=utf-8').send(gamesPageJson(page));
  });

  app.post('/api/games_filter/select', async (request, reply) => {
    const body = parseOr422(gamesSelectRequestSchema, request.body, reply);
    if (!body) return reply;
    const identifiers = body.game_ids.map((id) => resolveGameIdentifier(db, id)).filter((id): id is string => id !== null);
    const hidden = new Set(hiddenFor(request));
    const out: Record<string, WireGame> = {};
    for (const [identifier, game] of gamesByIdentifiers(db, identifiers)) {
      if (!hidden.has(game.provider) && game.devices?.includes(body.device)) out[identifier] = game;
    }
    return out;
  });

  app.get('/api/games/collections', async () => {
    return collectionsStmt.all() as WireGameCollection[];
  });

  app.get('/api/games/providers', async (request) => {
    const hidden = new Set(hiddenFor(request));
    const rows = providersStmt.all() as { id: number; slug: string; title: string; games_count: number }[];
    return rows
      .filter((p) => !hidden.has(p.slug))
      // The family sends provider ids as strings; `games_count` and `logo` are this platform's additions.
      .map((p): WireGameProvider => ({ id: String(p.id), title: p.title, provider: p.slug, slug: p.slug, name: p.title, games_count: p.games_count, logo: `/previews/providers/${p.slug}.svg` }));
  });

  app.get('/api/games/random', async (request, reply) => {
    const device = deviceSchema.safeParse((request.query as { device?: string }).device ?? 'desktop');
    if (!device.success) return reply.code(422).send({ errors: { device: ['is invalid'] } });
    const row = randomStmt.get(DEVICE_MASK[device.data], JSON.stringify(hiddenFor(request))) as GameRow | undefined;
    if (!row) return reply.code(404).send({ error: 'not_found' });
    return toGame(row);
  });

  // One game's data for the play route (title, ids, demo flag) without a list call.
  app.get<{ Params: { provider: string; slug: string } }>('/api/games/:provider/:slug', async (request, reply) => {
    const identifier = resolveGameIdentifier(db, `${request.params.provider}/${request.params.slug}`);
    const game = identifier ? gamesByIdentifiers(db, [identifier]).get(identifier) : undefined;
    if (!game || new Set(hiddenFor(request)).has(game.provider)) return reply.code(404).send({ error: 'not_found' });
    return game;
  });
}
