// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import { HEADER_ACTIONS } from '@schemas/contracts/slots';
import { SEARCH_MODAL } from '@schemas/contracts/modals';
import type { WireGame } from '@schemas/wire/games';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { searchManifest } from '../manifest';

const search = catalogEntry(searchManifest, () => import('../index'));
const game = (slug: string, title: string): WireGame => ({
  identifier: `thunderbay/${slug}`, title, seo_title: slug, provider: 'thunderbay', categories: [],
  has_demo_mode: true, currencies: { EUR: { id: 1, jackpot: null } }, devices: ['desktop'],
});
const page = (data: WireGame[]) => ({ data, pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: data.length } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openSearch() {
  const { runtime, api, navigation } = await createTestRuntime({
    plugins: [search],
    api: {
      'POST /api/games_filter': ({ body }: { body: unknown }) => {
        const title = (body as { filter: { title?: string } }).filter.title;
        return { body: page(title ? (title === 'zzz' ? [] : [game('book-of-ra', 'Book of Ra'), game('book-dead', 'Book of Dead')]) : [game('rec', 'Recommended One')]) };
      },
    },
  });
  render(<App runtime={runtime} />);
  fireEvent.click(await screen.findByTestId('search-button'));
  const input = await screen.findByTestId('search-input');
  return { runtime, api, input, navigation };
}

const titleSearches = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/api/games_filter' && (c.body as { filter: { title?: string } }).filter.title);

describe('search plugin', () => {
  it('contributes the header button and the search modal', async () => {
    const { runtime } = await createTestRuntime({ plugins: [search] });
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order])).toEqual([[HEADER_ACTIONS.name, 'search-button', 100]]);
    expect(runtime.registry.modals.map((m) => m.id)).toEqual([SEARCH_MODAL.name]);
  });

  it('shows recommended games for short queries and searches only 300 ms after typing stops', async () => {
    const { api, input } = await openSearch();
    expect(await screen.findByText('Recommended One')).toBeTruthy();
    // Only the debounce's clock: request bodies are read on real ticks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // valtio notifies on a microtask: let each keystroke render before moving the clock.
    const type = async (value: string) => {
      fireEvent.change(input, { target: { value } });
      await act(async () => undefined);
    };
    await type('bo');
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(titleSearches(api.calls)).toHaveLength(0); // 2 characters: no search
    await type('boo');
    await act(async () => void vi.advanceTimersByTime(200));
    await type('book');
    await act(async () => void vi.advanceTimersByTime(299));
    expect(titleSearches(api.calls)).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByText('Book of Ra')).toBeTruthy();
    expect(titleSearches(api.calls).map((c) => (c.body as { filter: { title: string } }).filter.title)).toEqual(['book']);
  });

  it('is keyboard navigable, opens a game and closes on the route change', async () => {
    const { input, navigation } = await openSearch();
    fireEvent.change(input, { target: { value: 'book' } });
    expect(await screen.findByText('Book of Dead', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(within(screen.getByTestId('search-results')).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigation.current().pathname).toBe('/play/thunderbay/book-dead');
    await act(async () => undefined);
    expect(screen.queryByTestId('search-input')).toBeNull();
  });

  it('shows the empty text and a request to refine', async () => {
    const { input } = await openSearch();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByTestId('search-empty', {}, { timeout: 2000 })).toBeTruthy();
  });
});
