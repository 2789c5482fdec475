// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogEntry } from '@core/plugin/define';
import type { WireGame } from '@schemas/wire/games';
import { gamePageManifest } from '../manifest';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';

const gamePage = catalogEntry(gamePageManifest, () => import('../index'));
const game: WireGame = {
  identifier: 'thunderbay/storm', title: 'Storm Reels', seo_title: 'storm', provider: 'thunderbay', categories: [],
  has_demo_mode: true, currencies: { EUR: { id: 5, jackpot: null } }, devices: ['desktop'],
};
const api = {
  'GET /api/games/thunderbay/storm': game,
  'POST /api/games/thunderbay/storm/session': { url: '/demo-slot/abcdefghijkl-demo', session_id: 'abcdefghijkl', mode: 'demo', currency: 'EUR' },
  'GET /api/games/thunderbay/gone': () => ({ status: 404, body: { error: 'not found' } }),
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the game page drawn on the server for a guest (issue 14)', () => {
  it('carries the game’s bar over the frame’s place; the browser starts the game once hydrated', async () => {
    const drawn = await serverThenHydrate({ plugins: [gamePage], api, url: '/play/thunderbay/storm' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('Storm Reels');
    expect(drawn.html).toContain('data-testid="game-frame-placeholder"');
    expect(drawn.html).not.toContain('<iframe');
    expect(drawn.mismatches).toEqual([]);
    const frame = await waitFor(() => {
      const found = drawn.container.querySelector('iframe');
      if (!found) throw new Error('no game frame yet');
      return found;
    });
    expect(frame.getAttribute('src')).toBe('/demo-slot/abcdefghijkl-demo');
    // The game came with the page: only the session is asked for.
    expect(drawn.browser.api.calls.filter((c) => c.path.startsWith('/api/games/thunderbay')).map((c) => c.path)).toEqual(['/api/games/thunderbay/storm/session']);
    expect(drawn.browser.api.calls.filter((c) => c.path === '/api/games/thunderbay/storm/session')).toHaveLength(1);
  });

  it('draws not-found for a game the platform does not have', async () => {
    const drawn = await serverThenHydrate({ plugins: [gamePage], api, url: '/play/thunderbay/gone' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('data-state="not-found"');
    // The host answers it with 404 (and the head says noindex).
    expect([drawn.notFound, drawn.head?.noindex]).toEqual([true, true]);
    expect(drawn.mismatches).toEqual([]);
  });

  it('draws the region notice where play is restricted, without starting anything', async () => {
    const drawn = await serverThenHydrate({ plugins: [gamePage], api, url: '/play/thunderbay/storm', country: 'PL' });
    expect(drawn.html).toContain('data-state="restricted"');
    expect(drawn.notFound).toBe(false);
    expect(drawn.mismatches).toEqual([]);
    expect(drawn.browser.api.calls.some((c) => c.path.endsWith('/session'))).toBe(false);
  });
});
