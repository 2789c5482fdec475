// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../core/boot/App';
import { createTestRuntime } from '../harness/create-test-runtime';
import { routerTestPlugin } from './router-test-plugin';

afterEach(cleanup);

/** Spec part 1 §2: "After showing an auth popup, if the route has no name the user goes to main." */
describe('an auth popup over an address no route names', () => {
  it('closes to main, not back to the unknown address', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [routerTestPlugin], url: '/no/such/page' });
    render(<App runtime={runtime} />);
    expect(await screen.findByRole('heading', { name: /notFound|not found/i })).toBeTruthy();
    act(() => runtime.navigate('/sign-up'));
    expect(await screen.findByText('sign-up popup')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(navigation.current().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy();
  });

  it('still closes back to a named page', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [routerTestPlugin], url: '/games/a' });
    render(<App runtime={runtime} />);
    expect(await screen.findByRole('heading', { name: 'game a' })).toBeTruthy();
    act(() => runtime.navigate('/sign-up'));
    fireEvent.click(await screen.findByRole('button', { name: /close/i }));
    await waitFor(() => expect(navigation.current().pathname).toBe('/games/a'));
  });
});
