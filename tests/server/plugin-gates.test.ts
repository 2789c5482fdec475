import { describe, expect, it } from 'vitest';
import { siteHeads, unconditionalPlugins, type PluginGate } from '../../server/plugin-gates';
import { pathMatches } from '../../server/boot-preloads';
import { signedInHintFor } from '../../server/signed-in-hint';

const gate = (id: string, gated = false, requires: string[] = []): [string, PluginGate] => [
  id,
  { id, gated, requires, firstPaintRequests: [], head: { id, requires }, everyPage: { guest: true, player: true }, routes: [], redirectsFrom: [], placeholders: [], slotsFilled: { guest: [], player: [] } },
];

describe('what the host ships up front', () => {
  const gates = new Map([gate('lobby'), gate('games'), gate('tournaments', true), gate('leaderboard', false, ['tournaments']), gate('rows', false, ['games'])]);

  it("sends the heads of the site's plugins that exist, in the site's order", () => {
    expect(siteHeads(['rows', 'ghost', 'lobby'], gates)).toEqual([{ id: 'rows', requires: ['games'] }, { id: 'lobby', requires: [] }]);
  });

  it('keeps listed, ungated plugins whose requirements are shipped too', () => {
    expect(unconditionalPlugins(['lobby', 'games', 'rows'], gates)).toEqual(['lobby', 'games', 'rows']);
  });

  it('leaves out a gated plugin and every plugin that requires it', () => {
    expect(unconditionalPlugins(['lobby', 'tournaments', 'leaderboard'], gates)).toEqual(['lobby']);
  });

  it('leaves out a plugin whose requirement the site does not list, and unknown ids', () => {
    expect(unconditionalPlugins(['rows', 'nope'], gates)).toEqual([]);
  });
});

describe('page patterns of first-paint requests', () => {
  it('matches exact paths and trailing-star prefixes', () => {
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/pokies')).toBe(false);
    expect(pathMatches('/pokies*', '/pokies')).toBe(true);
    expect(pathMatches('/pokies*', '/pokies/new')).toBe(true);
    expect(pathMatches('/games/*', '/games')).toBe(false);
  });
});

describe('the sign-in hint kept by the PLATFORM_URL proxy', () => {
  it('is set by answers that prove a session and cleared by 401 and sign-out', () => {
    expect(signedInHintFor('POST', '/api/users/sign_in', 200, false)).toMatch(/^signed_in=1;/);
    expect(signedInHintFor('GET', '/api/player?x=1', 200, true)).toMatch(/; Secure$/);
    expect(signedInHintFor('GET', '/api/player', 401, false)).toMatch(/^signed_in=; .*Max-Age=0/);
    expect(signedInHintFor('DELETE', '/api/users/sign_out', 204, false)).toMatch(/Max-Age=0/);
    expect(signedInHintFor('GET', '/api/games/collections', 200, false)).toBeNull();
  });
});
