// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import { createApiClient } from '@core/api/client';
import { createLogger } from '@core/log/logger';
import { pluginRuntimeOf } from '@core/runtime/plugin-runtime';
import coreEn from '@core/messages/en.json';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { watchMaintenance } from '../closure';
import { maintenanceManifest } from '../manifest';
import en from '../messages/en.json';

const plugin = catalogEntry(maintenanceManifest, () => import('../index'));
const hostsManifest = defineManifest({ id: 'hosts', contributes: { routes: { main: { path: '/', order: 900, role: 'main' }, pokies: { path: '/pokies', order: 100 } } } });
const hosts = catalogEntry(hostsManifest, async () => ({
  default: definePlugin(hostsManifest, (api) => {
    const page = (node: () => ReactElement) => async () => ({ default: node });
    api.implement({ routes: { main: page(() => <p>lobby</p>), pokies: page(() => <p>pokies</p>) } });
  }),
}));
const messages = { core: coreEn, maintenance: en };

async function app(options: Partial<TestRuntimeOptions> = {}) {
  const test = await createTestRuntime({ plugins: [plugin, hosts, authRoles], messages, api: { 'PUT /log': () => ({ status: 204 }) }, ...options });
  render(<App runtime={test.runtime} />);
  return test;
}

afterEach(cleanup);

describe('maintenance plugin', () => {
  it('declares the maintenance page, full width, and no menu entry', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'maintenance').map((r) => [r.path, r.layout])).toEqual([['/maintenance', 'full']]);
    expect(runtime.registry.menuItems.filter((m) => (m as { pluginId?: string }).pluginId === 'maintenance')).toEqual([]);
  });

  it('with enableTechWork on, sends a guest to the maintenance page (keeping where they wanted to go) and offers staff sign-in', async () => {
    const test = await app({ url: '/pokies', site: { flags: { enableTechWork: true } } });
    expect(await screen.findByRole('heading', { name: en.page.title })).toBeTruthy();
    expect(test.navigation.current().pathname).toBe('/maintenance');
    expect(test.navigation.current().search).toBe('?redirect=%2Fpokies');
    expect(screen.getByRole('link', { name: en.page.staffSignIn }).getAttribute('href')).toBe('/sign-in');
    // Any other address leads back, the sign-in popup excepted.
    test.runtime.navigate('/');
    await waitFor(() => expect(test.navigation.current().pathname).toBe('/maintenance'));
    test.runtime.navigate('/sign-in');
    await screen.findByText('auth popup');
    expect(test.navigation.current().pathname).toBe('/sign-in');
  });

  it('lets a tester (group 21 or 916) through with the flag on, and sends one off the page to where they wanted', async () => {
    await app({ url: '/pokies', site: { flags: { enableTechWork: true } }, player: testPlayer({ groups: [916] }) });
    expect(await screen.findByText('pokies')).toBeTruthy();
    cleanup();
    const test = await app({ url: '/maintenance?redirect=%2Fpokies', site: { flags: { enableTechWork: true } }, player: testPlayer({ groups: [21] }) });
    await waitFor(() => expect(test.navigation.current().pathname).toBe('/pokies'));
  });

  it('keeps an ordinary player out, and sends a visitor to main from the page when the site is open', async () => {
    const closed = await app({ url: '/', site: { flags: { enableTechWork: true } }, player: testPlayer({ groups: [3100] }) });
    await waitFor(() => expect(closed.navigation.current().pathname).toBe('/maintenance'));
    // Signed in already: no staff sign-in link.
    expect(screen.queryByRole('link', { name: en.page.staffSignIn })).toBeNull();
    cleanup();
    const open = await app({ url: '/maintenance' });
    await waitFor(() => expect(open.navigation.current().pathname).toBe('/'));
  });

  it('closes the site when the platform answers 503 with x-maintenance-mode, not on another 503', async () => {
    const test = await app({ url: '/pokies' });
    await screen.findByText('pokies');
    let maintenance = false;
    const platform = (async () =>
      new Response(JSON.stringify({ error: maintenance ? 'maintenance' : 'unavailable' }), {
        status: 503,
        headers: maintenance ? { 'content-type': 'application/json', 'x-maintenance-mode': 'on' } : { 'content-type': 'application/json' },
      })) as typeof fetch;
    // The platform of this runtime starts answering 503s (the harness's fake platform sends no headers).
    test.runtime.http = createApiClient({ baseUrl: 'http://localhost', log: createLogger(), onAuthError: () => undefined, fetch: platform });
    watchMaintenance(pluginRuntimeOf(test.runtime));
    const call = () => test.runtime.http.request({ method: 'post', path: '/api/x', schema: { _zod: {} } as never, code: 'X' }).catch(() => undefined);
    await call();
    expect(test.navigation.current().pathname).toBe('/pokies');
    maintenance = true;
    await call();
    await waitFor(() => expect(test.navigation.current().pathname).toBe('/maintenance'));
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
  });
});
