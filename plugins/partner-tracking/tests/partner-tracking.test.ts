// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { catalogEntry } from '@core/plugin/define';
import type { Player } from '@schemas/wire/player';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { partnerTrackingManifest } from '../manifest';

const entry = catalogEntry(partnerTrackingManifest, () => import('../index'));

afterEach(() => window.sessionStorage.clear());

/** A runtime at `url` whose platform answers `/api/player` with whoever is signed in at the time. */
async function arrive(url: string, first: Player | null) {
  const signedIn = { player: first };
  const test = await createTestRuntime({
    plugins: [entry],
    url,
    player: first,
    api: {
      'GET /api/player': () => (signedIn.player ? { body: signedIn.player } : { status: 401, body: { error: 'unauthorized' } }),
      'GET /api/player/accounts': [],
      'GET /api/fe/config/stag-by-referrer-name': { referrers: [] },
      'POST /log_utm_set': {},
      'POST /log_utm_send': {},
    },
  });
  const sent = () => test.api.calls.filter((c) => c.path === '/log_utm_send').map((c) => c.body);
  return { ...test, signedIn, sent };
}

describe('partner tracking lifecycle', () => {
  it('logs the arrival campaign and sends it once with the sign-up', async () => {
    const { runtime, api, signedIn, sent } = await arrive('/?utm_source=news&utm_campaign=spring', null);
    await waitFor(() => expect(api.calls.find((c) => c.path === '/log_utm_set')?.body).toEqual({ utmMetrics: { source: 'news', campaign: 'spring' } }));
    signedIn.player = testPlayer();
    await runtime.refreshSession('registration');
    expect(sent()).toEqual([{ utmMetrics: { source: 'news', campaign: 'spring' } }]);
    await runtime.logout();
    signedIn.player = testPlayer({ id: 8 });
    await runtime.refreshSession('registration');
    expect(sent()).toHaveLength(1);
  });

  it("keeps the campaign through an earlier player's logout, for the account registered next", async () => {
    const { runtime, api, signedIn, sent } = await arrive('/?utm_source=news', testPlayer());
    await waitFor(() => expect(api.calls.some((c) => c.path === '/log_utm_set')).toBe(true));
    signedIn.player = null;
    await runtime.logout();
    signedIn.player = testPlayer({ id: 8 });
    await runtime.refreshSession('registration');
    expect(sent()).toEqual([{ utmMetrics: { source: 'news' } }]);
  });

  it('sends nothing for a sign-in or without a campaign', async () => {
    const { runtime, signedIn, sent } = await arrive('/', null);
    signedIn.player = testPlayer();
    await runtime.refreshSession('registration');
    expect(sent()).toEqual([]);
    const other = await arrive('/?utm_source=news', null);
    other.signedIn.player = testPlayer();
    await other.runtime.refreshSession('login');
    expect(other.sent()).toEqual([]);
  });
});
