// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../core/boot/App';
import coreEn from '../../../core/messages/en.json';
import validationEn from '../../../schemas/validation/messages/en.json';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import authEn from '../messages/en.json';
import { manifest } from '../manifest';

const auth = { manifest: manifest as never, load: () => import('../index') as never };
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
    const slots = runtime.registry.slots.filter((s) => s.pluginId === 'auth').map((s) => s.slot);
    expect(slots).toEqual(expect.arrayContaining(['header.actions', 'bottomBar.action']));
    expect(runtime.registry.modals.map((m) => m.id)).toEqual(expect.arrayContaining(['terms-acceptance', 'new-provider', 'licence-blocked']));
  });

  it('sends a logged-in player away from /sign-in to main', async () => {
    window.history.replaceState(null, '', '/sign-in');
    const { runtime } = await createTestRuntime({ plugins: [auth], player: testPlayer(), messages, api: { 'GET /client-context': guestContext(null) } });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows the router message and leaves /sign-up for a guest in a partial-restriction region', async () => {
    window.history.replaceState(null, '', '/sign-up');
    const { runtime } = await createTestRuntime({ plugins: [auth], messages, api: { 'GET /client-context': guestContext('partial') } });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(runtime.toasts.state.items.map((t) => t.messageKey)).toContain('core:router.registrationRestricted');
  });

  it('sign-in with bad input shows the messages and sends nothing', async () => {
    window.history.replaceState(null, '', '/sign-in');
    const { runtime, api } = await createTestRuntime({ plugins: [auth], messages, api: { ...quiet, 'GET /client-context': guestContext(null) } });
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
