// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { CHAT_SERVICE } from '@schemas/contracts/services';
import { FLOATING_WIDGETS, HEADER_ACTIONS } from '@schemas/contracts/slots';
import type { WireChatThread } from '@schemas/wire/support';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { supportChatManifest } from '../manifest';
import en from '../messages/en.json';

const plugin = catalogEntry(supportChatManifest, () => import('../index'));
const messages = { core: coreEn, 'support-chat': en };
const FIRST = { timeout: 5_000 };
const socket = { 'GET /api/player/settings': { socket: { url: '/socket', user: '8', token: 't' }, captcha: { enabled: false, site_key: null } } };
const statuses = [
  { id: 1117, name: 'Rising star', status: 'vip_level_1', writable: false, conditions: [] },
  { id: 257, name: 'Bronze', status: 'vip_level_2', writable: false, conditions: [] },
];
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

afterEach(() => cleanup());

describe('support-chat plugin', () => {
  it('declares the guests\' header button, the players\' launcher, the sidebar item, #chat after 1 s, the contact form and the channel', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order, s.signedIn])).toEqual([
      [HEADER_ACTIONS.name, 'header-support', 80, false],
      [FLOATING_WIDGETS.name, 'launcher', 600, true],
    ]);
    expect(runtime.registry.menuSources.map((m) => [m.menu, m.id])).toEqual([['sidebar-bottom', 'sidebar-chat']]);
    expect(runtime.registry.hashTriggers.map((h) => [h.hash, h.delayMs])).toEqual([['chat', 1000]]);
    expect(runtime.registry.placeholders.map((p) => p.name)).toEqual(['ContactForm']);
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope, r.event])).toEqual([['support_chat', 'private', 'support_chat']]);
    expect(runtime.services.get(CHAT_SERVICE)).toBeDefined();
  });

  it('serves a VIP on the messenger\'s VIP group: restore id, sending, a reply over the socket shown as text, and the unread counter', async () => {
    const sent: WireChatThread = {
      conversation_id: 3,
      backend: 'messenger',
      group: 2,
      restore_id: 'abc123',
      messages: [{ id: 10, author: 'player', body: 'Hello <b>there</b>', created_at: at(0) }],
    };
    const test = await createTestRuntime({
      plugins: [plugin, authRoles],
      messages,
      player: testPlayer({ id: 8, statuses: [{ id: 257, name: 'Bronze' }] }),
      url: '/',
      api: {
        ...socket,
        'GET /api/info/statuses': statuses,
        'POST /restore-id/get': { restoreId: null },
        'GET /api/support/chat': { conversation_id: null, backend: 'messenger', group: null, restore_id: null, messages: [] },
        'POST /api/support/chat/messages': sent,
        'POST /restore-id/set': { restoreId: 'abc123' },
      },
    });
    render(<App runtime={test.runtime} />);
    act(() => test.runtime.services.get(CHAT_SERVICE)!.open());
    const panel = await screen.findByTestId('chat-panel', {}, FIRST);
    expect(within(panel).getByRole('heading', { name: 'VIP support' })).toBeTruthy();
    fireEvent.change(within(panel).getByTestId('chat-input'), { target: { value: 'Hello <b>there</b>' } });
    fireEvent.click(within(panel).getByTestId('chat-send'));
    await waitFor(() => expect(within(panel).getByText('Hello <b>there</b>')).toBeTruthy());
    const post = test.api.calls.find((c) => c.path === '/api/support/chat/messages');
    expect(post?.body).toEqual({ backend: 'messenger', group: 2, body: 'Hello <b>there</b>' });
    await waitFor(() => expect(test.api.calls.find((c) => c.path === '/restore-id/set')?.body).toMatchObject({ internalId: '8', restoreId: 'abc123' }));

    // Closed, then two replies: the launcher counts them as `1+` (8 is even: the chat arm of the rotation).
    fireEvent.click(within(panel).getByRole('button', { name: 'Close chat' }));
    await act(async () => {
      await test.push('support_chat', { conversation_id: 3, backend: 'messenger', message: { id: 11, author: 'operator', body: 'Hi!', created_at: at(1) } });
      await test.push('support_chat', { conversation_id: 3, backend: 'messenger', message: { id: 12, author: 'operator', body: '<i>Anything else?</i>', created_at: at(2) } });
    });
    await waitFor(() => expect(screen.getByTestId('chat-unread').textContent).toBe('1+'), FIRST);
    fireEvent.click(screen.getByTestId('chat-launcher'));
    const again = await screen.findByTestId('chat-panel');
    expect(within(again).getByText('<i>Anything else?</i>')).toBeTruthy();
    expect(again.querySelector('i')).toBeNull();
  });
});
