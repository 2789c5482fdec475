// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { stateOf } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import { HEADER_NOTICE } from '@schemas/contracts/slots';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { noticesManifest } from '../manifest';
import { noticesState } from '../state';

const entry = catalogEntry(noticesManifest, () => import('../index'));
const notices = [
  { id: 2, message: 'Weekly Spin Race is live', icon: 'trophy', link: { text: 'Join', path: '/tournaments' } },
  { id: 1, message: 'Older notice', icon: 'shield', link: null },
];

afterEach(() => cleanup());

describe('notices', () => {
  it('puts the latest notice with its link in the header notice slot, and hides it on close', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [entry], api: { 'GET /api/notices': notices } });
    expect(runtime.registry.slots.find((s) => s.slot === HEADER_NOTICE.name)?.id).toBe('latest-notice');
    render(<App runtime={runtime} />);
    expect(await screen.findByText('Weekly Spin Race is live')).toBeTruthy();
    expect(screen.getByText('Join').getAttribute('href')).toBe('/tournaments');
    expect(screen.queryByText('Older notice')).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/notices?l=en')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'dismiss' }));
    await waitFor(() => expect(screen.queryByText('Weekly Spin Race is live')).toBeNull());
  });

  it('a notice that arrives after the first paint waits for the next page instead of pushing this one down', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Boot waits for the notice within its bound, then renders without it.
    const { runtime } = await createTestRuntime({ plugins: [entry], api: { 'GET /api/notices': async () => (await gate, { body: notices }) } });
    render(<App runtime={runtime} />);
    release();
    const store = stateOf(runtime, noticesState);
    await waitFor(() => expect(store.state.latest.en?.id).toBe(2));
    expect(screen.queryByText('Weekly Spin Race is live')).toBeNull();
    runtime.navigate('/pokies');
    expect(await screen.findByText('Weekly Spin Race is live')).toBeTruthy();
  });

  it('drops off-site notice links and shows the strip only to the configured groups', async () => {
    const evil = [{ id: 3, message: 'Off-site', icon: 'info', link: { text: 'Go', path: 'https://evil.example' } }];
    const guest = await createTestRuntime({ plugins: [entry], api: { 'GET /api/notices': evil }, pluginOptions: { notices: { audienceGroups: [21, 916] } } });
    render(<App runtime={guest.runtime} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Off-site')).toBeNull();
    cleanup();
    const tester = await createTestRuntime({ plugins: [entry], api: { 'GET /api/notices': evil }, player: testPlayer({ groups: [916] }), pluginOptions: { notices: { audienceGroups: [21, 916] } } });
    render(<App runtime={tester.runtime} />);
    expect(await screen.findByText('Off-site')).toBeTruthy();
    expect(screen.queryByText('Go')).toBeNull();
  });

  it('fills amount variables in the player currency and locale, EUR when the currency has none', async () => {
    const pool = [{ id: 4, message: 'Share a pool of {prize_pool}.', icon: 'trophy', link: null, variables: { prize_pool: { EUR: 1_000_000, CAD: 1_500_000 } } }];
    const cad = await createTestRuntime({ plugins: [entry], api: { 'GET /api/notices': pool }, player: testPlayer({ currency: 'CAD' }) });
    render(<App runtime={cad.runtime} />);
    expect(await screen.findByText('Share a pool of CA$15,000.')).toBeTruthy();
    cleanup();
    const nok = await createTestRuntime({ plugins: [entry], api: { 'GET /api/notices': pool }, player: testPlayer({ currency: 'NOK' }) });
    render(<App runtime={nok.runtime} />);
    expect(await screen.findByText('Share a pool of €10,000.')).toBeTruthy();
  });
});
