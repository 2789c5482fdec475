// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@core/boot/App';
import { Slot, defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { PROFILE_GIFTS } from '@schemas/contracts/slots';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { lootboxesManifest } from '../manifest';
import en from '../messages/en.json';
import { wireActivation, wireBox } from './fixtures';

const plugin = catalogEntry(lootboxesManifest, () => import('../index'));

// Stand-in for the profile's gifts tab this plugin fills (login required).
const hostsManifest = defineManifest({
  id: 'hosts',
  contributes: { routes: { main: { path: '/', order: 900, role: 'main' }, profile: { path: '/profile/:tab?', order: 100, guard: 'requiresAuth' } } },
});
const hosts = catalogEntry(hostsManifest, async () => ({
  default: definePlugin(hostsManifest, (api) => {
    const page = (node: () => ReactElement) => async () => ({ default: node });
    api.implement({ routes: { main: page(() => <p>lobby</p>), profile: page(() => <Slot contract={PROFILE_GIFTS} />) } });
  }),
}));

const messages = { core: coreEn, lootboxes: en };
const quiet = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } }, 'PUT /log': () => ({ status: 204 }) };

async function app(options: Partial<TestRuntimeOptions> = {}) {
  const test = await createTestRuntime({ plugins: [plugin, hosts, authRoles], messages, url: '/profile/gifts', player: testPlayer(), ...options, api: { ...quiet, ...options.api } });
  render(<App runtime={test.runtime} />);
  return test;
}

/** happy-dom reports no motion preference: tests choose one. */
function motion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = () => screen.getAllByTestId('lootbox-card');

describe('lootboxes plugin: contributions and entry', () => {
  it('fills the gifts tab (players only, above the gifts) and listens to lootboxes_changes', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order, s.signedIn])).toEqual([['profile.gifts', 'boxes', 50, true]]);
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope, r.event])).toEqual([['lootboxes_changes', 'private', 'lootboxes_changes']]);
  });

  it('keeps its entry free of schemas and components (fast first visit)', () => {
    const source = readFileSync(join(__dirname, '../index.ts'), 'utf8');
    expect([...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])).toEqual(['@core/index', './manifest']);
    expect(source).toMatch(/load: \(\) => import\('\.\/live\/lootbox-events'\)/);
  });
});

describe('lootboxes plugin: the section', () => {
  it('lists boxes to open, today’s opened one with its prize and the expired one (wheel spins left to the wheel)', async () => {
    const now = Date.now();
    await app({
      api: {
        'GET /api/player/lootboxes': [
          wireBox({ id: 1, stage: 'expired', valid_until: new Date(now - 86_400_000).toISOString() }),
          wireBox({ id: 2 }),
          wireBox({ id: 3, stage: 'activated', activated_item_id: 2 }),
          wireBox({ id: 4, group_key: 'wheel', title: 'Daily wheel spin' }),
        ],
      },
    });
    await screen.findByTestId('lootboxes-section');
    expect(cards().map((c) => [c.getAttribute('data-box-id'), c.getAttribute('data-view')])).toEqual([['2', 'open'], ['3', 'opened'], ['1', 'expired']]);
    expect(within(screen.getByRole('heading', { level: 3 })).getByText('1')).toBeTruthy();
    expect(within(cards()[1]!).getByTestId('lootbox-won').textContent).toBe('You won €2.00 bonus');
    expect(within(cards()[2]!).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(within(cards()[2]!).getByText('Expired')).toBeTruthy();
    // What a box may hold, with how rare each prize is.
    expect(within(cards()[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10 free spinsCommon', '€2.00 bonusUncommon', '€250.00 bonusLegendary']);
  });

  it('shows nothing for a player without boxes', async () => {
    const { api } = await app({ api: { 'GET /api/player/lootboxes': [] } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/player/lootboxes')).toBe(true));
    expect(screen.queryByTestId('lootboxes-section')).toBeNull();
  });

  it('opens a box: the platform draws, the reel lands on its item (reduced motion: at once), the prize is said in words', async () => {
    motion(true);
    const box = wireBox({ id: 7 });
    const { api } = await app({ api: { 'GET /api/player/lootboxes': [box], 'POST /api/player/lootboxes/7/activation': wireActivation(box, 3) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const opening = await screen.findByTestId('lootbox-opening');
    const reel = within(opening).getByTestId('lootbox-reel');
    expect(reel.getAttribute('data-motion')).toBe('reduced');
    const result = await within(opening).findByTestId('lootbox-result');
    expect(result.getAttribute('data-item-id')).toBe('3');
    expect(within(result).getByText('You won €250.00 bonus!')).toBeTruthy();
    expect(within(result).getByText(en.dialog.inGifts_one)).toBeTruthy();
    // The stop tile is the drawn item.
    expect(reel.querySelector('[data-won="true"]')!.textContent).toBe('€250.00 bonus');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/player/lootboxes/7/activation']);

    fireEvent.click(within(opening).getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(screen.queryByTestId('lootbox-opening')).toBeNull());
    expect(cards()[0]!.getAttribute('data-view')).toBe('opened');
    expect(within(cards()[0]!).getByTestId('lootbox-won').textContent).toBe('You won €250.00 bonus');
  });

  it('a box issued yesterday and opened today keeps its dialog and then shows its prize on its card', async () => {
    motion(true);
    const now = Date.now();
    const box = wireBox({ id: 11, created_at: new Date(now - 30 * 3_600_000).toISOString(), valid_until: new Date(now + 18 * 3_600_000).toISOString() });
    await app({ api: { 'GET /api/player/lootboxes': [box], 'POST /api/player/lootboxes/11/activation': wireActivation(box, 2) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const opening = await screen.findByTestId('lootbox-opening');
    expect((await within(opening).findByTestId('lootbox-result')).getAttribute('data-item-id')).toBe('2');
    fireEvent.click(within(opening).getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(screen.queryByTestId('lootbox-opening')).toBeNull());
    expect(cards()[0]!.getAttribute('data-view')).toBe('opened');
    expect(within(cards()[0]!).getByTestId('lootbox-won').textContent).toBe('You won €2.00 bonus');
  });

  it('with motion, the reel runs first and the prize shows when it stops', async () => {
    motion(false);
    const box = wireBox({ id: 8 });
    await app({ api: { 'GET /api/player/lootboxes': [box], 'POST /api/player/lootboxes/8/activation': wireActivation(box, 1) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const reel = await screen.findByTestId('lootbox-reel');
    expect(reel.getAttribute('data-state')).toBe('spinning');
    expect(screen.queryByTestId('lootbox-result')).toBeNull();
    expect(within(screen.getByTestId('lootbox-opening')).getByRole('button', { name: 'Opening…' })).toHaveProperty('disabled', true);
    // The card keeps the prize to itself until the reel stops.
    expect(cards()[0]!.getAttribute('data-view')).toBe('open');
    expect(screen.queryByTestId('lootbox-won')).toBeNull();
    await waitFor(() => expect((reel.firstElementChild as HTMLElement).style.transition).toContain('transform'));
    fireEvent.transitionEnd(reel.firstElementChild!);
    expect((await screen.findByTestId('lootbox-result')).getAttribute('data-prize')).toBe('fs-10');
    expect(reel.getAttribute('data-state')).toBe('stopped');
    expect(cards()[0]!.getAttribute('data-view')).toBe('opened');
  });

  it('a refused opening is told in its own words on the card, and the list is read again', async () => {
    const { api, runtime } = await app({
      api: { 'GET /api/player/lootboxes': [wireBox({ id: 9 })], 'POST /api/player/lootboxes/9/activation': () => ({ status: 422, body: { errors: { base: ['expired'] } } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText(en.failure.expired)).toBeTruthy();
    expect(screen.queryByTestId('lootbox-opening')).toBeNull();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/player/lootboxes').length).toBe(2));
    expect(runtime.log.entries().map((e) => e.code)).toContain('ACTIVATE_LOOTBOX_ERROR');
  });

  it('moves live on lootboxes_changes: a new box appears, an expired one turns expired', async () => {
    const box = wireBox({ id: 10 });
    const { push } = await app({ api: { 'GET /api/player/lootboxes': [box] } });
    await screen.findByTestId('lootboxes-section');
    await act(async () => {
      expect(await push('lootboxes_changes', wireBox({ id: 11, title: 'Reward chest' }))).toBe(1);
      await push('lootboxes_changes', { ...box, stage: 'expired' });
    });
    expect(cards().map((c) => [c.getAttribute('data-box-id'), c.getAttribute('data-view')])).toEqual([['11', 'open'], ['10', 'expired']]);
  });

  it('says so when the list cannot be loaded, and tries again on demand', async () => {
    let calls = 0;
    await app({ api: { 'GET /api/player/lootboxes': () => (++calls === 1 ? { status: 500 } : { status: 200, body: [wireBox({ id: 12 })] }) } });
    fireEvent.click(await within(await screen.findByTestId('lootboxes-failed')).findByRole('button', { name: 'Try again' }));
    await screen.findByTestId('lootboxes-section');
    expect(cards()).toHaveLength(1);
  });
});
