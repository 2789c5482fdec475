// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { ACTIVITY_HUB, FLOATING_WIDGETS } from '@schemas/contracts/slots';
import type { WireQuest } from '@schemas/wire/quests';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { questsManifest } from '../manifest';
import en from '../messages/en.json';
import { HOUR, at, standing, wireQuest } from './fixtures';

const plugin = catalogEntry(questsManifest, () => import('../index'));
const messages = { core: coreEn, quests: en };
// The pages load lazily (their chunk is transformed on first use): first lookups wait longer than the default.
const FIRST = { timeout: 5_000 };
const socket = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } };

const firstSteps = wireQuest();
const trail = wireQuest({ id: 2, title: 'Robo Rally', frontend_identifier: 'quest--robot-s--robo-rally', end_at: at(24 * HOUR) });
const weekend = wireQuest({ id: 3, title: 'Weekend Warm-up', frontend_identifier: 'quest--s--weekend-warm-up', start_at: at(HOUR), end_at: at(49 * HOUR), in_progress: false });
const lab = wireQuest({ id: 4, title: 'Lab Preview', frontend_identifier: 'test--xs--lab-preview' });
const testers = wireQuest({ id: 5, title: "Testers' Trail", frontend_identifier: 'quest--xs--testers-trail', group_ids: [21] });
const old = wireQuest({ id: 6, title: 'Old Steps', frontend_identifier: 'quest--xs--first-steps-2026-01-05', start_at: at(-200 * HOUR), end_at: at(-30 * HOUR), in_progress: false });

function questApi(quests: WireQuest[], statuses: ReturnType<typeof standing>[] = []) {
  return {
    'GET /api/quests': quests,
    'GET /api/quests/statuses': statuses,
    ...Object.fromEntries(quests.map((q) => [`GET /api/quests/${q.id}`, q])),
  };
}

async function app(options: Partial<TestRuntimeOptions> & { url: string }) {
  const test = await createTestRuntime({ plugins: [plugin, authRoles], messages, ...options });
  render(<App runtime={test.runtime} />);
  return test;
}

afterEach(() => cleanup());

describe('quests plugin: contributions', () => {
  it('declares the Arena and the quest page full width, the menu entries, the bookmark and the live standing', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const routes = runtime.registry.routes.filter((r) => r.pluginId === 'quests');
    expect(routes.map((r) => [r.path, r.layout])).toEqual([['/arena', 'full'], ['/action/:slug?', 'full']]);
    expect(runtime.registry.menuItems.map((m) => [m.menu, m.id, m.order, m.to]).sort()).toEqual([
      ['header', 'header-quests', 750, '/arena'],
      ['sidebar', 'sidebar-quests', 650, '/arena'],
    ]);
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order]).sort()).toEqual([
      [ACTIVITY_HUB.name, 'hub', 200],
      [FLOATING_WIDGETS.name, 'bookmark', 100],
    ]);
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope, r.event])).toEqual([['quests_statuses', 'private', 'quests_statuses']]);
  });

  it('draws the bookmark for players, and for guests only with showAllWidgets', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const bookmark = runtime.registry.slots.find((s) => s.id === 'bookmark')!;
    const visibility = runtime.visibility();
    expect(bookmark.when?.({ ...visibility, loggedIn: false })).toBe(false);
    expect(bookmark.when?.({ ...visibility, loggedIn: true })).toBe(true);
    expect(bookmark.when?.({ ...visibility, loggedIn: false, flags: { ...visibility.flags, showAllWidgets: true } })).toBe(true);
  });
});

describe('quests plugin: the Arena', () => {
  it('lists what a guest may see: running, coming and finished, without test quests or other groups’ quests', async () => {
    await app({ url: '/arena', api: questApi([firstSteps, trail, weekend, lab, testers, old]) });
    const running = await screen.findByTestId('arena-active', {}, FIRST);
    expect(within(running).getAllByTestId('quest-card').map((c) => c.getAttribute('data-slug'))).toEqual(['robo-rally', 'first-steps']);
    expect(within(screen.getByTestId('arena-future')).getByText('Weekend Warm-up')).toBeTruthy();
    expect(within(screen.getByTestId('arena-archive')).getByText('Old Steps')).toBeTruthy();
    expect(screen.queryByText('Lab Preview')).toBeNull();
    expect(screen.queryByText("Testers' Trail")).toBeNull();
    const card = within(running).getAllByTestId('quest-card')[1]!;
    expect(within(card).getByRole('link', { name: 'First Steps' }).getAttribute('href')).toBe('/action/first-steps');
    expect(within(card).getByRole('timer').getAttribute('aria-label')).toMatch(/^Ends in (2 days, 0 hours and 0 minutes|1 day, 23 hours and 59 minutes)$/);
    expect(screen.getByTestId('arena-running-count').textContent).toBe('2');
  });

  it('shows test quests with enableTestQuests, and a group’s quest to its members with their level', async () => {
    await app({
      url: '/arena',
      player: testPlayer({ groups: [21] }),
      site: { flags: { enableTestQuests: true } as never },
      api: { ...questApi([firstSteps, lab, testers], [standing()]), ...socket },
    });
    const cards = await screen.findAllByTestId('quest-card', {}, FIRST);
    expect(cards.map((c) => c.getAttribute('data-slug')).sort()).toEqual(['first-steps', 'lab-preview', 'testers-trail']);
    await waitFor(() => expect(screen.getByTestId('card-standing').textContent).toBe('Level 3 of 6'));
  });

  it('says so when the list cannot be loaded, and reads it again on request', async () => {
    const { api } = await app({ url: '/arena', api: { 'GET /api/quests': () => ({ status: 500, body: {} }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, FIRST));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/quests').length).toBeGreaterThan(1));
  });
});

describe('quests plugin: the quest page', () => {
  it('shows a guest the ladder with thresholds and rewards, the time left, and sends them to registration', async () => {
    const { api } = await app({ url: '/action/first-steps', api: questApi([firstSteps]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'First Steps' }, FIRST)).toBeTruthy();
    const levels = screen.getAllByTestId('quest-level');
    expect(levels.map((l) => l.textContent)).toEqual([
      'Level 1StartStarting point',
      'Level 2€10.0010 free spins',
      'Level 3€25.00€2.00 bonus',
      'Level 4€50.00€1.00 cash',
      'Level 5€100.0020 free spins',
      'Level 6€200.00€10.00 bonus',
    ]);
    expect(within(screen.getByTestId('quest-time')).getByRole('timer').getAttribute('aria-label')).toMatch(/^Time left /);
    expect(screen.getByRole('link', { name: 'Sign up to take part' }).getAttribute('href')).toBe('/sign-up?redirect=%2Faction%2Ffirst-steps');
    expect(api.calls.some((c) => c.path.includes('/status'))).toBe(false);
  });

  it('shows a player their level and progress to the next in their currency, and moves live without a reload', async () => {
    const { runtime, push } = await app({ url: '/action/first-steps', player: testPlayer(), api: { ...questApi([firstSteps], [standing()]), ...socket } });
    await waitFor(() => expect(screen.getByTestId('current-level').textContent).toBe('3'), FIRST);
    expect(screen.getByTestId('progress-bet').textContent).toBe('€38.00');
    expect(screen.getByTestId('progress-next').textContent).toBe('€12.00 more to level 4. Next reward: €1.00 cash');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('52');
    const state = () => screen.getAllByTestId('quest-level').map((l) => l.getAttribute('data-state'));
    expect(state()).toEqual(['reached', 'reached', 'current', 'next', 'locked', 'locked']);
    expect(screen.getAllByTestId('level-received').length).toBe(2);

    // A bet elsewhere: the platform pushes the new standing.
    await act(async () => {
      await push('quests_statuses', standing({ bets: 40, bet_cents: 5_200, level: 4, next_level: 5, next_level_bet_cents: 10_000, rewarded_levels: [2, 3, 4] }));
    });
    await waitFor(() => expect(screen.getByTestId('current-level').textContent).toBe('4'));
    expect(state()).toEqual(['reached', 'reached', 'reached', 'current', 'next', 'locked']);
    expect(screen.getByTestId('progress-bet').textContent).toBe('€52.00');
    expect(runtime.toasts.state.items.map((t) => runtime.i18n.t(t.messageKey!, t.values))).toEqual(['First Steps: level 4 reached, you get €1.00 cash!']);
  });

  it('opens the quest the player is climbing at /action, and 404s another group’s quest by address', async () => {
    await app({ url: '/action', player: testPlayer(), api: { ...questApi([trail, firstSteps], [standing(), standing({ quest_id: 2, bet_cents: 0, level: 1 })]), ...socket } });
    expect(await screen.findByRole('heading', { level: 1, name: 'First Steps' }, FIRST)).toBeTruthy();
    cleanup();
    await app({ url: '/action/testers-trail', api: questApi([testers]) });
    await waitFor(() => expect(screen.queryByTestId('quest-page-loading')).toBeNull(), FIRST);
    expect(screen.queryByTestId('quest-page')).toBeNull();
  });
});

describe('quests plugin: the bookmark', () => {
  it('floats for a player with a quest in progress, with its level, linking to its page; it follows the live standing', async () => {
    const { push } = await app({ url: '/', player: testPlayer(), api: { ...questApi([firstSteps], [standing()]), ...socket } });
    // Its data is read once the page is idle.
    const bookmark = await screen.findByTestId('quest-bookmark', {}, { timeout: 4_000 });
    expect(bookmark.getAttribute('href')).toBe('/action/first-steps');
    expect(screen.getByRole('link', { name: /^Quest ?Level 3\/6 — First Steps$/ })).toBe(bookmark);
    expect(bookmark.getAttribute('title')).toBe('Quest First Steps: level 3 of 6');
    await act(async () => {
      await push('quests_statuses', standing({ bet_cents: 10_500, level: 5, next_level: 6, rewarded_levels: [2, 3, 4, 5] }));
    });
    await waitFor(() => expect(screen.getByTestId('quest-bookmark').getAttribute('data-level')).toBe('5'));
  });

  it('stays away for a player with nothing in progress, and shows with showAllWidgets even for a guest', async () => {
    const { api } = await app({ url: '/', player: testPlayer(), api: { ...questApi([firstSteps], [standing({ bet_cents: 0, level: 1, rewarded_levels: [] })]), ...socket } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/quests/statuses')).toBe(true), { timeout: 4_000 });
    expect(screen.queryByTestId('quest-bookmark')).toBeNull();
    cleanup();
    await app({ url: '/', site: { flags: { showAllWidgets: true } as never }, api: questApi([firstSteps]) });
    // At once a way to the Arena; once the list is in, the quest to pick up.
    expect((await screen.findByTestId('quest-bookmark', {}, FIRST)).getAttribute('href')).toBe('/arena');
    await waitFor(() => expect(screen.getByTestId('quest-bookmark').getAttribute('href')).toBe('/action/first-steps'), { timeout: 4_000 });
  });
});
