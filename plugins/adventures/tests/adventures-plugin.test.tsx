// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { ACTIVITY_HUB } from '@schemas/contracts/slots';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { adventuresManifest } from '../manifest';
import en from '../messages/en.json';
import { calendarDocument, progressAnswer } from './fixtures';

const plugin = catalogEntry(adventuresManifest, () => import('../index'));
// Another plugin's hub section, as quests and tournaments add theirs: the page draws whatever fills the slot.
const otherManifest = defineManifest({ id: 'other', contributes: { routes: { main: { path: '/', order: 900, role: 'main' } }, slots: { hub: { slot: ACTIVITY_HUB, order: 200 } } } });
const other = catalogEntry(otherManifest, async () => ({
  default: definePlugin(otherManifest, (api) => {
    const block = (node: () => ReactElement) => async () => ({ default: node });
    api.implement({ routes: { main: block(() => <p>lobby</p>) }, slots: { hub: block(() => <section data-testid="hub-section-other">other</section>) } });
  }),
}));

// The page and blocks load lazily (their chunks are transformed on first use): first lookups wait longer.
const FIRST = { timeout: 5_000 };
const pages = { testerGroups: [21], pages: [{ slug: 'aquanova-odyssey', enabled: true, groups: [259] }] };
const configs = {
  'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } },
  'PUT /log': () => ({ status: 204 }),
  'GET /api/fe/config/vip-adventures': calendarDocument,
  'GET /api/fe/config/manage-promotion-pages': pages,
  'GET /api/fe/config/main-widget-config': { widgets: [{ id: 'adventures', enabled: true, order: 3, link: '/aquanova-odyssey', testersOnly: true, groups: [759] }] },
  'GET /api/player/adventure': progressAnswer(),
};

async function app(options: Partial<TestRuntimeOptions> & { url: string }) {
  const test = await createTestRuntime({ plugins: [plugin, other], messages: { core: coreEn, adventures: en }, ...options, api: { ...configs, ...options.api } });
  render(<App runtime={test.runtime} />);
  return test;
}

afterEach(cleanup);

describe('adventures plugin', () => {
  it('declares the hub page, its menus, the bookmarks (400, 500), the hub calendar (100) and the CMS blocks', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'adventures').map((r) => [r.path, r.layout])).toEqual([['/aquanova-odyssey', 'full']]);
    expect(runtime.registry.slots.filter((s) => s.pluginId === 'adventures').map((s) => [s.slot, s.order]).sort()).toEqual([
      ['activity.hub', 100],
      ['shell.floatingWidgets', 400],
      ['shell.floatingWidgets', 500],
    ]);
    expect(runtime.registry.placeholders.map((p) => p.name).sort()).toEqual(['AdventureBanner', 'AdventureCalendar']);
  });

  it('shows a player of the hub\'s group the calendar with today active and its progress, and the other sections', async () => {
    await app({ url: '/aquanova-odyssey', player: testPlayer({ groups: [259] }) });
    const calendar = await screen.findByTestId('adventure-calendar', {}, FIRST);
    expect(screen.getByTestId('activity-hub').getAttribute('data-access')).toBe('open');
    expect(screen.getByTestId('hub-section-other')).toBeTruthy();
    const cards = within(calendar).getAllByTestId('adventure-card');
    expect(cards.map((c) => c.getAttribute('data-state'))).toEqual(['completed', 'active', 'future', 'future', 'superb']);
    expect(cards[1]!.getAttribute('aria-current')).toBe('date');
    expect(within(cards[1]!).getByTestId('progress-deposit').textContent).toContain('€25.00 of €25.00');
    expect(within(cards[1]!).getByTestId('progress-wager').textContent).toContain('€25.00 of €75.00');
    expect(screen.getByTestId('adventure-progress-label').textContent).toContain('1 of 5 days completed');
    expect(screen.queryByTestId('adventure-finished')).toBeNull();
  });

  it('closes the hub to a player outside its groups, and to a guest', async () => {
    await app({ url: '/aquanova-odyssey', player: testPlayer({ groups: [1117] }) });
    await waitFor(() => expect(screen.getByTestId('activity-hub').getAttribute('data-access')).toBe('closed'), FIRST);
    expect(screen.queryByTestId('hub-section-other')).toBeNull();
    cleanup();
    const { api } = await app({ url: '/aquanova-odyssey', player: null });
    await waitFor(() => expect(screen.getByTestId('activity-hub-closed')).toBeTruthy(), FIRST);
    expect(api.calls.some((c) => c.path === '/api/player/adventure')).toBe(false);
  });

  it('shows the finished banner once the adventure is over', async () => {
    await app({ url: '/aquanova-odyssey', player: testPlayer({ groups: [259] }), api: { 'GET /api/player/adventure': progressAnswer('2026-11-28', [1, 2, 5]) } });
    expect((await screen.findByTestId('adventure-finished', {}, FIRST)).textContent).toContain('You completed 3 of 5 days');
  });

  it('survives a malformed standing with a message, not a broken page', async () => {
    await app({ url: '/aquanova-odyssey', player: testPlayer({ groups: [259] }), api: { 'GET /api/player/adventure': { adventure: 42, days: 'x' } } });
    expect(await screen.findByTestId('adventure-none', {}, FIRST)).toBeTruthy();
  });
});
