// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../core/boot/App';
import { catalogEntry } from '../../../core/plugin/define';
import coreEn from '../../../core/messages/en.json';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import en from '../messages/en.json';
import { accountHeaderManifest } from '../manifest';
import { accountSchema } from '@schemas/wire/player';
import { balanceEventSchema } from '@schemas/wire/realtime';
import { applyBalanceEvent } from '../store';

const plugin = catalogEntry(accountHeaderManifest, () => import('../index'));
afterEach(() => cleanup());

describe('account-header plugin', () => {
  it('contributes the player header, the bottom-bar deposit and the balance handler', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const slots = runtime.registry.slots.filter((s) => s.pluginId === 'account-header');
    expect(slots.map((s) => [s.slot, s.id, s.order])).toEqual([
      ['header.actions', 'account', 50],
      ['bottomBar.action', 'deposit', 50],
    ]);
    const guest = { ...runtime.visibility(), loggedIn: false };
    expect(slots.every((s) => s.when?.(guest) === false)).toBe(true);
    expect(slots.every((s) => s.when?.({ ...guest, loggedIn: true }) === true)).toBe(true);
    expect(runtime.registry.realtime).toEqual([
      expect.objectContaining({ channel: 'balance', scope: 'private', event: 'balance' }),
      expect.objectContaining({ channel: 'groups_updates', scope: 'private', event: 'updated' }),
    ]);
  });

  it('follows a groups_updates push: the session takes the new groups, then the profile is reloaded (issue 22 item 5)', async () => {
    let profileLoads = 0;
    const { runtime, push } = await createTestRuntime({
      plugins: [plugin],
      player: testPlayer({ groups: [1] }),
      api: {
        'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } },
        'GET /api/player': () => ({ body: { ...testPlayer({ groups: profileLoads++ === 0 ? [1] : [1, 545] }) } }),
      },
    });
    expect(await push('groups_updates', { groups: [1, 545] }, 'updated')).toBe(1);
    await waitFor(() => expect(runtime.session.player?.groups).toEqual([1, 545]));
    await waitFor(() => expect(profileLoads).toBe(2));
    expect(runtime.session.status).toBe('player');
    expect(runtime.visibility().groups).toEqual([1, 545]);
  });

  it('parses balance events with the wire contract of the `balance` channel', async () => {
    // The entry imports `accountSchema` to keep realtime.ts out of its chunk: the two must stay one schema.
    expect(balanceEventSchema).toBe(accountSchema);
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect((runtime.registry.realtime[0]?.binding() as { schema: unknown }).schema).toBe(balanceEventSchema);
  });

  it('applies a balance event to the session accounts', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin], player: testPlayer() });
    applyBalanceEvent(runtime, { currency: 'EUR', amount_cents: 4_250, available_to_cashout_cents: 4_000, active: true, deposit_available: true, hidden_at: null });
    expect(runtime.session.accounts).toHaveLength(1);
    expect(runtime.session.accounts[0]?.amount_cents).toBe(4_250);
  });

  it('shows the balance with formatMoney and opens the dropdown with cashbox and profile', async () => {
    const { runtime } = await createTestRuntime({
      plugins: [plugin],
      player: testPlayer({ nickname: 'Lucky' }),
      messages: { core: coreEn, 'account-header': en },
      // The balance handler makes the realtime client ask for the socket block; a 401 there would end the session.
      api: { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } },
    });
    render(<App runtime={runtime} />);
    const trigger = await screen.findByRole('button', { name: /Balance €100.00/ }, { timeout: 5000 });
    fireEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cashbox' }).getAttribute('href')).toBe('/cashbox'));
    expect(screen.getAllByRole('link', { name: 'Deposit' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Lucky')).toBeTruthy();
  });
});
