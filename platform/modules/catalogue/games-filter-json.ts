import type { IndexedGame } from './catalogue-index';
import type { GamesPage } from './games-filter-query';

/**
 * A game's wire JSON. Answering `JSON.parse(payload)` as an object made Fastify `JSON.stringify` it
 * again on every request; re-serialising once per game gives the same bytes (same keys in the same
 * order, same number and string formatting) whoever wrote the payload column.
 */
export function gameJson(game: IndexedGame): string {
  return (game.json ??= JSON.stringify(JSON.parse(game.payload)));
}

/** The `POST /api/games_filter` body: byte for byte what `JSON.stringify({ data, pagination })` gives. */
export function gamesPageJson(page: GamesPage): string {
  return `{"data":[${page.games.map(gameJson).join(',')}],"pagination":${JSON.stringify(page.pagination)}}`;
}
