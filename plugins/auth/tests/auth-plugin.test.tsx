// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../core/boot/App';
import { catalogEntry } from '../../../core/plugin/define';
import coreEn from '../../../core/messages/en.json';
import validationEn from '../../../schemas/validation/messages/en.json';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import authEn from '../messages/en.json';
import { authManifest } from '../manifest';

const auth = catalogEntry(authManifest, () => import('../index'));
const messages = { core: coreEn, validation: validationEn, auth: authEn };
const guestContext = (restriction: string | null) => ({ country_code: 'CA', restriction, license: 'CW', locale: 'en', signed_in: false, default_currency: 'CAD' });
const quiet = { 'GET /api/info/auth_providers': [], 'PUT /metrics-errors-validation': () => ({ status: 204 }) };

afterEach(() => cleanup());

describe('auth plugin contributions', () => {
  it('adds the popup routes with guest-only guards where the spec says (part 1 §2)', async () => {
    const { runtime } = await createTestRuntime({ plugins: [auth], api: { 'GET /client-context': guestContext(null) } });
    const routes = Object.fromEntries(runtime.registry.routes.filter((r) => r.pluginId === 'auth').map((r) => [r.path, r]));
    for (const path of ['/sign-in', '/sign-up', '/remind']) expect(routes[path]).toMatchObject({ kind: 'modal', guard: 'requiresGuest' });
    for (const path of ['/new-password', '/email-verify', '/confirmation']) {
      expect(routes[path]?.kind).toBe('modal');
      expect(routes[path]?.guard).toBeUndefined();
    }
    expect(routes['/sign-in']?.id).toBe('sign-in');
    expect(runtime.pathOf('sign-in')).toBe('/sign-in');
    expect(runtime.pathOf('registration')).toBe('/sign-up');
    const slots = runtime.registry.slots.filter((s) => s.pluginId === 'auth').map((s) => [s.slot, s.id, s.order]);
    expect(slots).toEqual([
      ['header.actions', 'guest-buttons', 50],
      ['bottomBar.action', 'guest-enter', 50],
    ]);
    expect(runtime.registry.modals.map((m) => m.id)).toEqual(expect.arrayContaining(['terms-acceptance', 'new-provider', 'licence-blocked']));
  });

  it('declares the legacy redirects and hash triggers that lead to its popups (part 1 §2)', async () => {
    const { runtime } = await createTestRuntime({ plugins: [auth], api: { 'GET /client-context': guestContext(null) } });
    const redirects = Object.fromEntries(runtime.registry.redirects.filter((r) => r.pluginId === 'auth').map((r) => [r.from, r.to]));
    expect(redirects).toEqual({
      '/login': '/sign-in',
      '/registration': '/sign-up',
      '/users/sign_in': '/sign-up',
      '/profile/password/edit': '/new-password',
      '/users/password/edit': '/new-password',
      '/profile/confirmation': '/confirmation',
      '/users/confirmation': '/confirmation',
    });
    const hashes = Object.fromEntries(runtime.registry.hashTriggers.filter((h) => h.pluginId === 'auth').map((h) => [h.hash, h.route]));
    expect(hashes).toEqual({
      'sign-in': '/sign-in',
      'sign-up': '/sign-up',
      remind: '/remind',
      'new-password': '/new-password',
      'users/password/edit': '/new-password',
      'profile/password/edit': '/new-password',
    });
  });

  it('sends a logged-in player away from /sign-in to main', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [auth], player: testPlayer(), messages, api: { 'GET /client-context': guestContext(null) }, url: '/sign-in' });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(navigation.current().pathname).toBe('/'));
  });

  it('shows the router message and leaves /sign-up for a guest in a partial-restriction region', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [auth], messages, api: { 'GET /client-context': guestContext('partial') }, url: '/sign-up' });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(navigation.current().pathname).toBe('/'));
    expect(runtime.toasts.state.items.map((t) => t.messageKey)).toContain('core:router.registrationRestricted');
  });

  it('sign-in with bad input shows the messages and sends nothing', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [auth], messages, api: { ...quiet, 'GET /client-context': guestContext(null) }, url: '/sign-in' });
    render(<App runtime={runtime} />);
    const submit = await screen.findByRole('button', { name: 'Log in' }, { timeout: 5000 });
    fireEvent.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    const sent = api.calls.filter((c) => c.path.startsWith('/check-email') || c.path.startsWith('/api/users/sign_in'));
    expect(sent).toEqual([]);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/metrics-errors-validation')).toBe(true));
    const report = api.calls.find((c) => c.path === '/metrics-errors-validation')?.body as { side: string; component: string };
    expect(report).toMatchObject({ side: 'client', component: 'sign-in' });
  });
});
