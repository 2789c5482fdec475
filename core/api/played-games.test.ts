import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '../log/logger';
import { createApiClient } from './client';
import { loadPlayedGames } from './played-games';

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(__dirname, '../../tests/fixtures/wire', name), 'utf8'));

/** A platform that answers played_games with identifiers only and `select` with the games it knows. */
function familyPlatform(calls: { url: string; body: unknown }[]) {
  return async (input: Request) => {
    const body = input.method === 'POST' ? ((await input.json()) as unknown) : null;
    calls.push({ url: new URL(input.url).pathname, body });
    const json = new URL(input.url).pathname === '/api/player/played_games' ? fixture('played-games.json') : fixture('games-filter-select.json');
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

describe('loadPlayedGames', () => {
  it('reads identifiers only and fetches the games by identifier, in the played order', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const http = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError: () => undefined, fetch: familyPlatform(calls) as never });
    const played = await loadPlayedGames(http, 'mobile');
    expect(calls[1]).toEqual({
      url: '/api/games_filter/select',
      body: { game_ids: ['bgaming/ElvisFrogInVegas', 'pragmaticexternal/SweetBonanza', 'evolution/LightningRoulette'], device: 'mobile' },
    });
    // The select fixture knows two of the three games: the unknown one is left out, the order kept.
    expect(played.map((g) => g.identifier)).toEqual(['pragmaticexternal/SweetBonanza', 'evolution/LightningRoulette']);
    expect(played[0]).toMatchObject({ last_activity_at: '2026-01-12T09:01:44.000Z', slug: 'SweetBonanza', title: 'Sweet Bonanza' });
  });

  it('asks for nothing more when nothing was played', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetch = async (input: Request) => {
      calls.push({ url: input.url, body: null });
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const http = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError: () => undefined, fetch: fetch as never });
    expect(await loadPlayedGames(http, 'desktop')).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
