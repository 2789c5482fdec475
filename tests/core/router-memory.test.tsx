// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../core/boot/App';
import { memoryNavigation } from '../../core/runtime/navigation';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testPlayer } from '../harness/fixtures';
import { watchWindowAddress } from '../harness/watch-window-address';
import { routerTestPlugin } from './router-test-plugin';

async function renderAt(url: string, options: { player?: boolean } = {}) {
  const test = await createTestRuntime({ plugins: [routerTestPlugin], url, player: options.player ? testPlayer() : null });
  render(<App runtime={test.runtime} />);
  return test;
}

const address = (navigation: { current(): { pathname: string; search: string; hash: string } }) => {
  const { pathname, search, hash } = navigation.current();
  return pathname + search + hash;
};

let windowAddress: ReturnType<typeof watchWindowAddress>;
beforeEach(() => {
  windowAddress = watchWindowAddress();
});
// Routing reads the runtime's navigation only: no test here reads the window's address through the app.
afterEach(() => {
  cleanup();
  windowAddress.stop();
  expect(windowAddress.reads()).toEqual([]);
});

describe('memory navigation', () => {
  it('keeps its own history: push, replace, back, relative addresses, state', () => {
    const navigation = memoryNavigation('/games/a?x=1#top');
    const seen: string[] = [];
    const unsubscribe = navigation.subscribe(() => seen.push(address(navigation)));
    expect(navigation.current()).toEqual({ pathname: '/games/a', search: '?x=1', hash: '#top', state: null });
    navigation.go('/games/b', { state: { from: '/games/a?x=1' } });
    navigation.go('?y=2', { replace: true, state: { from: '/games/a?x=1' } });
    navigation.go('#faq');
    expect(navigation.entries()).toEqual(['/games/a?x=1#top', '/games/b?y=2', '/games/b?y=2#faq']);
    expect(navigation.current().state).toBeNull();
    navigation.back();
    expect(navigation.current()).toEqual({ pathname: '/games/b', search: '?y=2', hash: '', state: { from: '/games/a?x=1' } });
    expect(navigation.current()).toBe(navigation.current()); // a stable snapshot
    unsubscribe();
    navigation.go('/');
    expect(seen).toEqual(['/games/b', '/games/b?y=2', '/games/b?y=2#faq', '/games/b?y=2']);
  });
});

describe('router at a memory location', () => {
  it('renders the route matched at the URL, with its params and query', async () => {
    await renderAt('/games/book-dead?mode=demo');
    expect(await screen.findByRole('heading', { name: 'game book-dead' })).toBeTruthy();
    expect(screen.getByText('query: mode=demo')).toBeTruthy();
  });

  it('follows links and runtime.navigate, and goes back', async () => {
    const { runtime, navigation } = await renderAt('/');
    fireEvent.click(await screen.findByRole('link', { name: 'open book-dead' }));
    expect(await screen.findByRole('heading', { name: 'game book-dead' })).toBeTruthy();
    expect(address(navigation)).toBe('/games/book-dead?mode=demo');

    act(() => runtime.navigate('/games/starburst'));
    expect(await screen.findByRole('heading', { name: 'game starburst' })).toBeTruthy();
    expect(screen.getByText('query: none')).toBeTruthy();
    expect(navigation.current().state).toEqual({ from: '/games/book-dead?mode=demo' });

    act(() => navigation.back());
    expect(await screen.findByRole('heading', { name: 'game book-dead' })).toBeTruthy();
    expect(navigation.entries!()).toEqual(['/', '/games/book-dead?mode=demo']);
  });

  it('sends a guest on an auth route to registration with the redirect query, replacing the address', async () => {
    const { navigation } = await renderAt('/private?tab=2');
    await waitFor(() => expect(navigation.current().pathname).toBe('/sign-up'));
    expect(new URLSearchParams(navigation.current().search).get('redirect')).toBe('/private?tab=2');
    expect(navigation.entries!()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'private page' })).toBeNull();
  });

  it('lets a player in, and sends a player away from a guest-only popup to main', async () => {
    await renderAt('/private', { player: true });
    expect(await screen.findByRole('heading', { name: 'private page' })).toBeTruthy();
    cleanup();
    const { navigation } = await renderAt('/sign-up', { player: true });
    await waitFor(() => expect(address(navigation)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy();
  });

  it('shows a popup route over the page it was opened from (history state), and closing returns there', async () => {
    const { runtime, navigation } = await renderAt('/games/a');
    expect(await screen.findByRole('heading', { name: 'game a' })).toBeTruthy();
    act(() => runtime.navigate('/sign-up'));
    expect(await screen.findByText('sign-up popup')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'game a' })).toBeTruthy(); // still underneath
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(address(navigation)).toBe('/games/a'));
    expect(screen.queryByText('sign-up popup')).toBeNull();
  });

  it('opened directly, a popup route shows over main', async () => {
    await renderAt('/sign-up');
    expect(await screen.findByText('sign-up popup')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeTruthy();
  });

  it('reads the locale from the prefix, matches without it and keeps it on links', async () => {
    const { runtime, navigation } = await renderAt('/de/games/book-dead');
    expect(await screen.findByRole('heading', { name: 'game book-dead' })).toBeTruthy();
    await waitFor(() => expect(runtime.locale.current).toBe('de'));
    expect(screen.getByRole('link', { name: 'other game' }).getAttribute('href')).toBe('/de/games/other');
    fireEvent.click(screen.getByRole('link', { name: 'other game' }));
    expect(await screen.findByRole('heading', { name: 'game other' })).toBeTruthy();
    expect(address(navigation)).toBe('/de/games/other');
    act(() => runtime.navigate('/sign-up'));
    expect(await screen.findByText('sign-up popup')).toBeTruthy();
    expect(address(navigation)).toBe('/de/sign-up');
    expect(screen.getByRole('heading', { name: 'game other' })).toBeTruthy(); // from '/de/games/other'
  });

  it('applies address rules to the memory URL: trailing slash dropped, query and hash kept', async () => {
    const { navigation } = await renderAt('/games/a/?mode=real#details');
    await waitFor(() => expect(address(navigation)).toBe('/games/a?mode=real#details'));
    expect(navigation.entries!()).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'game a' })).toBeTruthy();
    expect(screen.getByText('query: mode=real')).toBeTruthy();
  });

  it('scrolls to the element the hash names, also when the hash changes in the app', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      const { runtime, navigation } = await renderAt('/games/a#details');
      expect(await screen.findByRole('heading', { name: 'game a' })).toBeTruthy();
      await waitFor(() => expect(scrolled).toContain('details'));
      scrolled.length = 0;
      act(() => runtime.navigate('/games/a'));
      act(() => navigation.go('#details'));
      await waitFor(() => expect(scrolled).toContain('details'));
      expect(address(navigation)).toBe('/games/a#details');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('(the watch on window.location and window.history notices a read)', () => {
    void window.location.pathname;
    void history.state;
    expect(windowAddress.reads()).toEqual([expect.stringMatching(/^location from .*router-memory/), expect.stringMatching(/^history from .*router-memory/)]);
    windowAddress.reset();
  });

  it('renders one URL while the window is at another', async () => {
    window.history.replaceState(null, '', '/elsewhere');
    windowAddress.reset();
    await renderAt('/games/from-memory');
    expect(await screen.findByRole('heading', { name: 'game from-memory' })).toBeTruthy();
    expect(windowAddress.reads()).toEqual([]);
    window.history.replaceState(null, '', '/');
    windowAddress.reset();
  });
});
