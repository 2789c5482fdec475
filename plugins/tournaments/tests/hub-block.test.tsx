// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin, Slot } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { ACTIVITY_HUB } from '@schemas/contracts/slots';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { tournamentsManifest } from '../manifest';
import en from '../messages/en.json';
import { wireTournament } from './fixtures';

/** The activity hub's tournaments section (ACTIVITY_HUB 300), drawn by a host page as the adventures plugin's hub does. */
const plugin = catalogEntry(tournamentsManifest, () => import('../index'));
const hubManifest = defineManifest({ id: 'hub', contributes: { routes: { main: { path: '/', order: 900, role: 'main' } } } });
const hub = catalogEntry(hubManifest, async () => ({
  default: definePlugin(hubManifest, (api) => api.implement({ routes: { main: async () => ({ default: () => <Slot contract={ACTIVITY_HUB} /> }) } })),
}));
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const settings = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } };

afterEach(cleanup);

describe('tournaments: activity hub section', () => {
  it('lists the running tournaments the player may see, joined ones first and marked', async () => {
    const race = wireTournament({ start_at: at(-HOUR), end_at: at(2 * HOUR) });
    const mania = wireTournament({ id: 2, title: 'Multiplier Mania', frontend_identifier: 'multiplier-mania', start_at: at(-HOUR), end_at: at(30 * HOUR) });
    const coming = wireTournament({ id: 3, title: 'Happy Hour Blitz', frontend_identifier: 'happy-hour-blitz', start_at: at(HOUR), end_at: at(2 * HOUR) });
    const vipOnly = wireTournament({ id: 4, title: 'Diamond Duel', frontend_identifier: 'diamond-duel', start_at: at(-HOUR), end_at: at(HOUR), group_ids: [759] });
    const test = await createTestRuntime({
      plugins: [plugin, hub],
      messages: { core: coreEn, tournaments: en },
      player: testPlayer(),
      url: '/',
      api: { ...settings, 'GET /api/tournaments': [race, mania, coming, vipOnly], 'GET /api/tournaments/player': [mania] },
    });
    render(<App runtime={test.runtime} />);
    const section = await screen.findByTestId('hub-section-tournaments', {}, { timeout: 5_000 });
    await within(section).findByText('Multiplier Mania');
    const items = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(["Multiplier ManiaYou're in", 'Weekly Spin Race']);
    expect(within(section).getByRole('link', { name: 'Weekly Spin Race' }).getAttribute('href')).toBe('/tournaments/weekly-spin-race');
  });
});
