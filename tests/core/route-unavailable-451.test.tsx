// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../core/boot/App';
import { unavailableHere } from '../../core/router/route-rules';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testPlayer } from '../harness/fixtures';
import { routerTestPlugin } from './router-test-plugin';

afterEach(cleanup);

/** Spec part 1 §2: "Guests in a country flagged with status 451 on a route cannot log in or register; they see a warning, and if already on that path go to main." */
describe('status 451 on a route', () => {
  it('decides by the page route, the visitor and the popup kind', () => {
    const page = { unavailableIn: ['EE'] };
    expect(unavailableHere(page, undefined, { loggedIn: false, country: 'EE' })).toEqual({ messageKey: 'core:router.registrationRestricted' });
    expect(unavailableHere(page, { role: 'sign-in' }, { loggedIn: false, country: 'EE' })).toEqual({ messageKey: 'core:router.loginRestricted' });
    expect(unavailableHere(page, undefined, { loggedIn: false, country: 'DE' })).toBeNull();
    expect(unavailableHere(page, undefined, { loggedIn: true, country: 'EE' })).toBeNull();
    expect(unavailableHere({}, undefined, { loggedIn: false, country: 'EE' })).toBeNull();
  });

  it('sends a guest from a closed country on the route to main, with the warning', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [routerTestPlugin], url: '/closed-in-ee', country: 'EE' });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(navigation.current().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy();
    expect(runtime.toasts.state.items.map((toast) => toast.messageKey)).toContain('core:router.registrationRestricted');
  });

  it('leaves other routes, other countries (who may still log in over it) and players alone', async () => {
    const estonian = await createTestRuntime({ plugins: [routerTestPlugin], url: '/games/a', country: 'EE' });
    render(<App runtime={estonian.runtime} />);
    expect(await screen.findByRole('heading', { name: 'game a' })).toBeTruthy();
    cleanup();

    const german = await createTestRuntime({ plugins: [routerTestPlugin], url: '/closed-in-ee', country: 'DE' });
    render(<App runtime={german.runtime} />);
    expect(await screen.findByRole('heading', { name: 'closed page' })).toBeTruthy();
    act(() => german.runtime.navigate('/sign-in'));
    expect(await screen.findByText('sign-in popup')).toBeTruthy();
    cleanup();

    const player = await createTestRuntime({ plugins: [routerTestPlugin], url: '/closed-in-ee', country: 'EE', player: testPlayer() });
    render(<App runtime={player.runtime} />);
    expect(await screen.findByRole('heading', { name: 'closed page' })).toBeTruthy();
  });
});
