import { gameSchema, playedGameSchema, type Device, type Game, type PlayedGame, type PlayedGameEntry } from '@schemas/wire/games';
import type { ApiClient } from './client';

/**
 * How many played games are shown with their data: one `select` call, well under the platform's 500 ids,
 * and more than the history or the recent row ever show.
 */
export const PLAYED_GAMES_MAX = 50;

/**
 * Entries of `GET /api/player/played_games` joined with their games, in the entries' order (most recent
 * first). A repeated identifier keeps its first (latest) entry; an entry whose game the platform did not
 * return (unknown, hidden, not for this device) is left out, since there is nothing to show or launch.
 */
export function joinPlayedGames(entries: readonly PlayedGameEntry[], games: readonly Game[]): PlayedGame[] {
  const byIdentifier = new Map(games.map((game) => [game.identifier, game]));
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    const game = byIdentifier.get(entry.identifier);
    if (!game || seen.has(entry.identifier)) return [];
    seen.add(entry.identifier);
    return [{ ...game, last_activity_at: entry.last_activity_at }];
  });
}

/**
 * The identifiers to fetch for `entries`: distinct, in order, capped at PLAYED_GAMES_MAX.
 */
export function playedIdentifiers(entries: readonly PlayedGameEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.identifier))].slice(0, PLAYED_GAMES_MAX);
}

/**
 * The family's played games carry only `{identifier, last_activity_at}` (WIRE.md), so the game data comes
 * from `POST /api/games_filter/select` by identifier, the same call and `gameSchema` every game goes through.
 * Both answers are read item by item: an odd entry or game costs one row.
 */
export async function fetchPlayedGameData(http: ApiClient, entries: readonly PlayedGameEntry[], device: Device): Promise<PlayedGame[]> {
  const identifiers = playedIdentifiers(entries);
  if (identifiers.length === 0) return [];
  const games = await http.requestRecord({
    method: 'post',
    path: '/api/games_filter/select',
    json: { game_ids: identifiers, device },
    item: gameSchema,
    code: 'LOAD_PLAYED_GAMES_DATA',
  });
  return joinPlayedGames(entries, Object.values(games));
}

/** `GET /api/player/played_games` with each game's data, most recent first. */
export async function loadPlayedGames(http: ApiClient, device: Device): Promise<PlayedGame[]> {
  const entries = await http.requestList({ path: '/api/player/played_games', item: playedGameSchema, code: 'LOAD_PLAYED_GAMES' });
  return fetchPlayedGameData(http, entries, device);
}
