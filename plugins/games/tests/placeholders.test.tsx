// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { CmsContent, defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { gamesManifest } from '../manifest';
import en from '../messages/en.json';
import { preferredKind, rowCollection, tableKinds, DEFAULT_TABLE_KINDS } from '../table-preference';

const plugin = catalogEntry(gamesManifest, () => import('../index'));
// A page of CMS text holding the placeholder under test (`/cms?html=…` would leak markup into the address).
const cmsManifest = defineManifest({ id: 'cms-host', contributes: { routes: { row: { path: '/row', order: 100 }, tables: { path: '/tables', order: 100 } } } });
const cmsHost = catalogEntry(cmsManifest, async () => ({
  default: definePlugin(cmsManifest, (api) =>
    api.implement({
      routes: {
        row: async () => ({ default: () => <CmsContent html="<p>#GameRow[collection=new]#</p>" /> }),
        tables: async () => ({ default: () => <CmsContent html="<div>#TablePreference[collections=live-roulette,live-blackjack]#</div>" /> }),
      },
    }),
  ),
}));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('game row and table preference props (spec part 1 §2 placeholders)', () => {
  it('reads the collection of a game row, refusing malformed ids', () => {
    expect(rowCollection({ collection: 'top' })).toBe('top');
    expect(rowCollection({ id: 'live-roulette' })).toBe('live-roulette');
    expect(rowCollection({ collection: '../x' })).toBeNull();
    expect(rowCollection({})).toBeNull();
  });

  it('offers the named table kinds (each once) or the live defaults, opening on the stored preference', () => {
    expect(tableKinds('live-poker, live-blackjack,live-poker,Bad Kind')).toEqual(['live-poker', 'live-blackjack']);
    expect(tableKinds(undefined)).toEqual([...DEFAULT_TABLE_KINDS]);
    expect(preferredKind(['a', 'b'], 'b')).toBe('b');
    expect(preferredKind(['a', 'b'], 'gone')).toBe('a');
    expect(preferredKind(['a', 'b'], null)).toBe('a');
  });
});

const game = (id: string, title: string) => ({
  identifier: `p/${id}`, title, seo_title: id, provider: 'p', categories: [], has_demo_mode: true, currencies: { EUR: { id: 1 } }, devices: ['desktop', 'mobile'],
});
const answer = (games: unknown[]) => ({ data: games, pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: games.length } });

function gamesApi() {
  return {
    'GET /api/fe/config/menu-categories-games': { categories: [] },
    'GET /api/fe/config/providers-config': {},
    'POST /api/games_filter': ({ body }: { body: unknown }) => {
      const wanted = (body as { filter?: { categories?: { identifiers: string[] } } }).filter?.categories?.identifiers[0];
      return { body: answer([game(`${wanted}-1`, `${wanted} one`)]) };
    },
  };
}

describe('games plugin: CMS placeholders', () => {
  it('declares GameRow and TablePreference', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.placeholders.filter((p) => p.pluginId === 'games').map((p) => p.name)).toEqual(['GameRow', 'TablePreference']);
  });

  it('#GameRow[collection=new]# draws that collection as a row', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin, cmsHost], api: gamesApi(), messages: { core: coreEn, games: en }, url: '/row' });
    render(<App runtime={runtime} />);
    expect(await screen.findByText('new one', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New games' })).toBeTruthy();
  });

  it('#TablePreference# switches the live tables shown and remembers the choice on the device', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin, cmsHost], api: gamesApi(), messages: { core: coreEn, games: en }, url: '/tables' });
    render(<App runtime={runtime} />);
    expect(await screen.findByText('live-roulette one', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Live roulette' }).getAttribute('aria-pressed')).toBe('true');
    // The new kind's row suspends while it reads its games: the click's update is awaited like any data read.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Live blackjack' })));
    expect(await screen.findByText('live-blackjack one')).toBeTruthy();
    expect(localStorage.getItem('tablePreference')).toBe('live-blackjack');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Live blackjack' }).getAttribute('aria-pressed')).toBe('true'));
  });
});
