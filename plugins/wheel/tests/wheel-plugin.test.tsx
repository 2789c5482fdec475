// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { wheelManifest } from '../manifest';
import en from '../messages/en.json';
import { segmentAt } from '../rules/segments';
import { managePromotionPages, wheelConfig, wheelSegments, wireSpin, wireWheelBox } from './fixtures';

const plugin = catalogEntry(wheelManifest, () => import('../index'));
const hostsManifest = defineManifest({ id: 'hosts', contributes: { routes: { main: { path: '/', order: 900, role: 'main' }, gifts: { path: '/profile/gifts', order: 100 } } } });
const hosts = catalogEntry(hostsManifest, async () => ({
  default: definePlugin(hostsManifest, (api) => {
    const page = (node: () => ReactElement) => async () => ({ default: node });
    api.implement({ routes: { main: page(() => <p>lobby</p>), gifts: page(() => <p>gifts</p>) } });
  }),
}));

const messages = { core: coreEn, wheel: en };
const configs = {
  'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } },
  'PUT /log': () => ({ status: 204 }),
  'GET /api/fe/config/wheel-config': wheelConfig,
  'GET /api/fe/config/wheel-config-segments': wheelSegments,
  'GET /api/fe/config/manage-promotion-pages': managePromotionPages,
};

async function app(options: Partial<TestRuntimeOptions> & { url: string }) {
  const test = await createTestRuntime({ plugins: [plugin, hosts, authRoles], messages, ...options, api: { ...configs, ...options.api } });
  render(<App runtime={test.runtime} />);
  return test;
}

function motion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const segmentsDrawn = () => [...screen.getByTestId('wheel-disc').querySelectorAll('[data-segment]')].map((g) => g.getAttribute('data-segment'));
const rotation = () => Number(screen.getByTestId('wheel-disc').getAttribute('data-rotation'));

describe('wheel plugin: contributions and entry', () => {
  it('declares both wheel pages (full width), the bookmark (order 200) and the lootbox channel', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'wheel').map((r) => [r.path, r.layout])).toEqual([
      ['/rocketmart-wheel', 'full'],
      ['/rocketplay-wheel', 'full'],
    ]);
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order])).toEqual([['shell.floatingWidgets', 'bookmark', 200]]);
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope])).toEqual([['lootboxes_changes', 'private']]);
  });

  it('keeps its entry free of schemas and components (fast first visit)', () => {
    const source = readFileSync(join(__dirname, '../index.ts'), 'utf8');
    expect([...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])).toEqual(['@core/index', './manifest']);
  });
});

describe('wheel plugin: the daily wheel', () => {
  it('shows a guest the configured wheel and sends them to registration to spin', async () => {
    const { navigation, api } = await app({ url: '/rocketmart-wheel' });
    await waitFor(() => expect(segmentsDrawn()).toEqual(['fs-10', 'cp-100', 'bonus-5', 'bonus-500', 'none']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Daily prize wheel');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up to spin' }));
    await waitFor(() => expect(navigation.current().pathname + navigation.current().search).toBe('/sign-up?redirect=%2Frocketmart-wheel'));
    expect(api.calls.some((c) => c.path === '/api/player/lootboxes')).toBe(false);
    expect(screen.queryByTestId('wheel-bookmark')).toBeNull();
  });

  it('a spin is the box activation: the wheel stands on the segment the platform drew (reduced motion) and the result says it', async () => {
    motion(true);
    const box = wireWheelBox({ id: 71 });
    const { api } = await app({ url: '/rocketmart-wheel', player: testPlayer(), api: { 'GET /api/player/lootboxes': [box], 'POST /api/player/lootboxes/71/activation': wireSpin(box, 'bonus-5') } });
    expect((await screen.findByTestId('spins-left')).textContent).toBe('You have 1 spin');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    const result = await screen.findByTestId('wheel-result');
    expect(result.getAttribute('data-prize')).toBe('bonus-5');
    expect(result.getAttribute('data-lootbox-id')).toBe('71');
    expect(within(result).getByText('You won €5.00 bonus')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Go to my gifts' }).getAttribute('href')).toBe('/profile/gifts');
    expect(segmentAt(rotation(), 5)).toBe(2);
    expect(screen.getByTestId('wheel-disc').getAttribute('data-turning')).toBe('false');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/player/lootboxes/71/activation']);

    // Spun today: the next spin comes at midnight (UTC).
    fireEvent.click(within(result).getByRole('button', { name: 'Close' }));
    expect((await screen.findByTestId('spins-spent')).textContent).toMatch(/^Next free spin in \d\d:\d\d:\d\d$/);
  });

  it('with motion, the wheel turns several times to the drawn segment, then the result shows', async () => {
    motion(false);
    const box = wireWheelBox({ id: 72 });
    await app({ url: '/rocketmart-wheel', player: testPlayer(), api: { 'GET /api/player/lootboxes': [box], 'POST /api/player/lootboxes/72/activation': wireSpin(box, 'none') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('wheel-disc').getAttribute('data-turning')).toBe('true'));
    expect(rotation()).toBeGreaterThan(6 * 360);
    expect(segmentAt(rotation(), 5)).toBe(4);
    expect(screen.queryByTestId('wheel-result')).toBeNull();
    fireEvent.transitionEnd(screen.getByTestId('wheel-disc').firstElementChild!);
    const result = await screen.findByTestId('wheel-result');
    expect(within(result).getByText(en.result.nothing)).toBeTruthy();
  });

  it('tells a refused spin in its own words', async () => {
    const box = wireWheelBox({ id: 73 });
    await app({ url: '/rocketmart-wheel', player: testPlayer(), api: { 'GET /api/player/lootboxes': [box], 'POST /api/player/lootboxes/73/activation': () => ({ status: 422, body: { errors: { base: ['bonuses_disabled'] } } }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText(en.failure.bonuses_disabled)).toBeTruthy();
  });
});

describe('wheel plugin: the segments wheel', () => {
  it('draws the segment set of the player’s group and spins the granted box', async () => {
    motion(true);
    const box = wireWheelBox({ id: 80, group_key: 'manual_wheel', title: 'Prize wheel spin' }, wheelSegments.byGroups[0]!.segments);
    await app({ url: '/rocketplay-wheel', player: testPlayer({ groups: [543] }), api: { 'GET /api/player/lootboxes': [box], 'POST /api/player/lootboxes/80/activation': wireSpin(box, 'bonus-1000') } });
    await waitFor(() => expect(segmentsDrawn()).toEqual(['fs-20', 'bonus-10', 'bonus-1000']));
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByTestId('wheel-result')).getAttribute('data-prize')).toBe('bonus-1000');
    expect(segmentAt(rotation(), 3)).toBe(2);
  });

  it('is closed to players the page config does not open it to', async () => {
    await app({ url: '/rocketplay-wheel', player: testPlayer({ groups: [544] }), api: { 'GET /api/player/lootboxes': [] } });
    expect((await screen.findByTestId('wheel-page')).getAttribute('data-state')).toBe('closed');
    expect(screen.getByText(en.page.closed, { exact: false })).toBeTruthy();
  });
});

describe('wheel plugin: the bookmark', () => {
  it('shows a player while a spin waits, with the count, leading to that wheel', async () => {
    await app({ url: '/', player: testPlayer(), api: { 'GET /api/player/lootboxes': [wireWheelBox({ id: 90 }), wireWheelBox({ id: 91, group_key: 'manual_wheel' })] } });
    const bookmark = await screen.findByTestId('wheel-bookmark');
    expect(bookmark.getAttribute('href')).toBe('/rocketmart-wheel');
    expect(screen.getByRole('link', { name: 'Spin the prize wheel: 2 spins waiting' })).toBe(bookmark);
    expect(screen.getByRole('complementary').contains(bookmark)).toBe(true);
  });

  it('stays away without a spin, unless showAllWidgets', async () => {
    const { api } = await app({ url: '/', player: testPlayer(), api: { 'GET /api/player/lootboxes': [wireWheelBox({ stage: 'activated' })] } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/player/lootboxes')).toBe(true));
    expect(screen.queryByTestId('wheel-bookmark')).toBeNull();
    cleanup();
    await app({ url: '/', site: { flags: { showAllWidgets: true } } });
    expect(await screen.findByRole('link', { name: 'Spin the prize wheel' })).toBe(screen.getByTestId('wheel-bookmark'));
  });
});
