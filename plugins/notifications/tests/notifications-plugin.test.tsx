// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { HEADER_ACTIONS } from '@schemas/contracts/slots';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { notificationsManifest } from '../manifest';
import en from '../messages/en.json';
import { wireNotification } from './fixtures';

const plugin = catalogEntry(notificationsManifest, () => import('../index'));
const messages = { core: coreEn, notifications: en };
const FIRST = { timeout: 5_000 };
const socket = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } };

afterEach(() => cleanup());

describe('notifications plugin', () => {
  it('declares the players\' bell in the header band, the sidebar item and the live channel', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order, s.signedIn])).toEqual([[HEADER_ACTIONS.name, 'bell', 70, true]]);
    expect(runtime.registry.menuSources.map((m) => [m.menu, m.id, m.order])).toEqual([['sidebar-bottom', 'sidebar-notifications', 20]]);
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope, r.event])).toEqual([['personal_notifications', 'private', 'personal_notifications']]);
  });

  it('rings on a push, lists the item in the inbox and opens its tournament', async () => {
    const listed = wireNotification({ id: 1, content: { icon: 'gift', title: 'A bonus for you', button: { title: 'Open gifts', path: '/profile/gifts', toName: null } } });
    const test = await createTestRuntime({
      plugins: [plugin, authRoles],
      messages,
      player: testPlayer(),
      url: '/',
      api: { ...socket, 'GET /api/player/notifications': [listed] },
    });
    render(<App runtime={test.runtime} />);
    const bell = await screen.findByTestId('notifications-bell', {}, FIRST);
    fireEvent.click(bell);
    await screen.findByTestId('notifications-panel', {}, FIRST);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    expect(screen.getByTestId('notifications-count').textContent).toBe('1');

    await act(async () => {
      await test.push('personal_notifications', wireNotification({ id: 2, text: 'You finished <b>#2</b>.', content: { icon: 'trophy', title: 'Race over', button: null }, identifier: 'spin-race' }));
    });
    await waitFor(() => expect(screen.getByTestId('notifications-count').textContent).toBe('2'));
    const item = screen.getAllByTestId('notification-item')[0]!;
    expect(within(item).getByText('Race over')).toBeTruthy();
    // Text, never markup: a notification's text is rendered as it came.
    expect(within(item).getByText('You finished <b>#2</b>.')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Open tournament' }));
    expect(test.navigations.at(-1)).toBe('/tournaments/spin-race');
    await waitFor(() => expect(screen.getByTestId('notifications-count').textContent).toBe('1'));
  });
});
