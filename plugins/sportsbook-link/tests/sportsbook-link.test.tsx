// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { bettingConfigWireSchema } from '@schemas/wire/sportsbook';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { sportsbookLinkManifest } from '../manifest';
import en from '../messages/en.json';
import { bettingTarget, closedToGuest, sportsAvailable } from '../rules';
import { bettingConfig, projectInfo } from './fixtures';

const plugin = catalogEntry(sportsbookLinkManifest, () => import('../index'));
const hostsManifest = defineManifest({ id: 'hosts', contributes: { routes: { main: { path: '/', order: 900, role: 'main' } } } });
const hosts = catalogEntry(hostsManifest, async () => ({
  default: definePlugin(hostsManifest, (api) => {
    const page = (node: () => ReactElement) => async () => ({ default: node });
    api.implement({ routes: { main: page(() => <p>lobby</p>) } });
  }),
}));
const messages = { core: coreEn, 'sportsbook-link': en };

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function app(options: Partial<TestRuntimeOptions> & { url: string; sportsbook?: boolean }) {
  const test = await createTestRuntime({
    plugins: [plugin, hosts, authRoles],
    messages,
    ...options,
    api: {
      'PUT /log': () => ({ status: 204 }),
      'GET /api/fe/config/betting-config': bettingConfig,
      'GET /api/info/project': projectInfo(options.sportsbook ?? true),
      ...options.api,
    },
  });
  render(<App runtime={test.runtime} />);
  return test;
}

describe('sportsbook-link: rules', () => {
  const config = bettingConfigWireSchema.parse(bettingConfig);
  it('offers sports on listed hosts only (port ignored), never for Estonia or a closed country, and as the project says', () => {
    const visit = { config, apps: null, host: 'localhost:8080', country: 'CA' };
    expect(sportsAvailable(visit)).toBe(true);
    expect(sportsAvailable({ ...visit, host: 'mirror.localhost' })).toBe(false);
    expect(sportsAvailable({ ...visit, country: 'EE' })).toBe(false);
    expect(sportsAvailable({ ...visit, config: { ...config, disabledCountries: ['NO'] }, country: 'NO' })).toBe(false);
    expect(sportsAvailable({ ...visit, config: { ...config, enabled: false } })).toBe(false);
    expect(sportsAvailable({ ...visit, config: null })).toBe(false);
    expect(sportsAvailable({ ...visit, apps: { apps: [{ name: 'sportsbook', enabled: false, url: '' }] } })).toBe(false);
    expect(sportsAvailable({ ...visit, apps: { apps: [{ name: 'sportsbook', enabled: true, url: '' }] } })).toBe(true);
  });

  it('closes the sign-in and sign-up of the sports routes to guests of a 451 country only, and builds section addresses', () => {
    expect(closedToGuest(config, 'EE', false)).toBe(true);
    expect(closedToGuest(config, 'EE', true)).toBe(false);
    expect(closedToGuest(config, 'CA', false)).toBe(false);
    expect(bettingTarget('https://sport.test/', undefined)).toBe('https://sport.test');
    expect(bettingTarget('https://sport.test', 'live football')).toBe('https://sport.test/live%20football');
  });

  it('reads a tolerant betting document: missing lists are empty, a missing switch is off', () => {
    expect(bettingConfigWireSchema.parse({ url: 'https://s.test' })).toEqual({ enabled: false, url: 'https://s.test', hosts: [], disabledCountries: [] });
  });
});

describe('sportsbook-link: routes', () => {
  it('declares /sport with registration, login and {param?} children, the children first', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin], api: { 'GET /api/fe/config/betting-config': bettingConfig } });
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'sportsbook-link').map((r) => [r.path, r.order])).toEqual([
      ['/sport/registration', 80],
      ['/sport/login', 80],
      ['/sport/:param?', 90],
    ]);
  });

  it('offers nothing without a betting document: /sport shows the notice', async () => {
    await app({ url: '/sport', api: { 'GET /api/fe/config/betting-config': () => ({ status: 404 }) } });
    expect(await screen.findByRole('heading', { name: en.unavailable.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.leaving.link })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves for the betting site on a listed host, to the section of /sport/{param}', async () => {
    await app({ url: '/sport' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sport.test'));
    expect(screen.getByRole('link', { name: en.leaving.link }).getAttribute('href')).toBe('https://sport.test');
    cleanup();
    await app({ url: '/sport/live' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sport.test/live'));
  });

  it('shows only the notice on an Estonian visit, on an unlisted host, or when the project offers no sportsbook', async () => {
    for (const options of [{ country: 'EE' }, { host: 'mirror.localhost' }, { sportsbook: false }]) {
      await app({ url: '/sport', ...options });
      expect(await screen.findByRole('heading', { name: en.unavailable.title })).toBeTruthy();
      expect(screen.queryByRole('link', { name: en.leaving.link })).toBeNull();
      cleanup();
    }
    expect(assign).not.toHaveBeenCalled();
  });

  it('gives a guest the casino sign-up (or sign-in) popup with a way back to /sport', async () => {
    const signUp = await app({ url: '/sport/registration' });
    await waitFor(() => expect(signUp.navigation.current().pathname + signUp.navigation.current().search).toBe('/sign-up?redirect=%2Fsport'));
    cleanup();
    const signIn = await app({ url: '/sport/login' });
    await waitFor(() => expect(signIn.navigation.current().pathname + signIn.navigation.current().search).toBe('/sign-in?redirect=%2Fsport'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a player on to the betting site from /sport/login', async () => {
    await app({ url: '/sport/login', player: testPlayer() });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sport.test'));
  });

  it('status 451: an Estonian guest on /sport/login or /sport/registration sees the router warning and goes to main', async () => {
    const login = await app({ url: '/sport/login', country: 'EE' });
    await waitFor(() => expect(login.navigation.current().pathname).toBe('/'));
    expect(login.runtime.toasts.state.items.map((t) => t.messageKey)).toEqual(['core:router.loginRestricted']);
    cleanup();
    const registration = await app({ url: '/sport/registration', country: 'EE' });
    await waitFor(() => expect(registration.navigation.current().pathname).toBe('/'));
    expect(registration.runtime.toasts.state.items.map((t) => t.messageKey)).toEqual(['core:router.registrationRestricted']);
    expect(assign).not.toHaveBeenCalled();
  });
});
