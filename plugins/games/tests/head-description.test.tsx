// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@config/locales';
import { catalogEntry } from '@core/plugin/define';
import { headTagsHtml, pageHeadTags } from '@core/seo/head-tags';
import { loadDefaultMessages } from '../../../server/messages';
import { resolvePageSeo } from '../../../server/page-seo';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createFakeFetch } from '../../../tests/harness/fake-fetch';
import { testSite } from '../../../tests/harness/fixtures';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';
import { gamesManifest } from '../manifest';
import { testGame } from './game-fixture';

/**
 * Lighthouse SEO (issue 14 item 4): category, collection and studio pages carry a description, and the one the
 * page states in the browser is the one the host wrote into the HTML (server/page-seo.ts), never a second tag.
 */
const games = catalogEntry(gamesManifest, () => import('../index'));
const bundles = loadDefaultMessages(join(__dirname, '../../..'));
const menu = {
  defaultPageSize: 2,
  categories: [
    { slug: 'all', collection: 'pokies', section: 'pokies', title: 'lobby:category.all', order: 1, inMenu: true },
    { slug: 'new', collection: 'new', section: 'pokies', title: 'games:collection.new', order: 2, inMenu: true },
  ],
};
const list = { data: [testGame({ slug: 'book-of-tests', title: 'Book of Tests' })], pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 1 } };
const api = {
  'GET /api/fe/config/menu-categories-games': menu,
  'GET /api/fe/config/providers-config': {},
  'GET /api/games/providers': [{ id: 7, slug: 'thunderbay', title: 'Thunder Bay', provider: 'thunderbay', name: null, url: null, games_count: null, logo: null }],
  'POST /api/games_filter': list,
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  for (const element of document.head.querySelectorAll('[data-head]')) element.remove();
});

const descriptions = () => [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));

/**
 * The description the host writes for `path` (without the locale prefix); `landing`: its page tags are put into the
 * document as the HTML carries them, else the browser alone states the page's tags.
 */
async function hostWrites(path: string, locale: Locale = 'en', landing = false): Promise<string | undefined> {
  const platform = createFakeFetch(api);
  const site = testSite({ plugins: { games: {} } });
  const { page } = await resolvePageSeo({
    site,
    locale,
    path,
    messages: bundles.get(locale)!,
    fetch: async (call) => (await platform.fetch(`http://localhost${call}`)).json() as Promise<unknown>,
    staticSlugs: null,
  });
  if (landing) document.head.insertAdjacentHTML('beforeend', headTagsHtml(pageHeadTags(site.name, page), 'page'));
  return page.description;
}

describe('category and studio pages: the description (issue 14 item 4)', () => {
  it('/pokies: the host’s description stays, the same and once, after the browser took over; a route change states the next one', async () => {
    const sent = await hostWrites('/pokies', 'en', true);
    expect(sent).toBe('All slots at Test Casino: browse the full selection of online casino games and start playing in seconds on your computer, phone or tablet.');
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api, url: '/pokies', messages: bundles.get('en') });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.mismatches).toEqual([]);
    expect(descriptions()).toEqual([sent]);

    await act(async () => drawn.browser.navigation.go('/pokies/new'));
    expect(await screen.findByRole('heading', { level: 1, name: /New games/ })).toBeTruthy();
    expect(descriptions()).toEqual(['New games at Test Casino: browse the full selection of online casino games and start playing in seconds on your computer, phone or tablet.']);
  });

  it('a studio page in German: the browser states the host’s translated description', async () => {
    const sent = await hostWrites('/producers/7', 'de');
    expect(sent).toBe('Spiele von Thunder Bay bei Test Casino: die ganze Sammlung an Online-Casinospielen des Studios, in Sekunden startklar am Computer, Smartphone oder Tablet.');
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api, url: '/de/producers/7', locale: 'de', messages: bundles.get('de') });
    expect(drawn.mismatches).toEqual([]);
    expect(descriptions()).toEqual([sent]);
    // The studio's next page of games: the same page stays on screen and keeps stating its description.
    await act(async () => drawn.browser.navigation.go('/de/producers/7/2'));
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/de\/producers\/7\/2$/));
    expect(descriptions()).toEqual([sent]);
  });

  it('a collection without a menu entry (/slots) and an unknown studio: the browser states the host’s description', async () => {
    const slots = await hostWrites('/slots');
    expect(slots).toBe('Slots at Test Casino: browse the full selection of online casino games and start playing in seconds on your computer, phone or tablet.');
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api, url: '/slots', messages: bundles.get('en') });
    expect(drawn.mismatches).toEqual([]);
    expect(descriptions()).toEqual([slots]);
    cleanup();
    document.body.innerHTML = '';

    const studio = await hostWrites('/producers/pixel-pharaoh');
    expect(studio).toBe('Play Pixel Pharaoh games at Test Casino: the studio’s full collection of online casino games, ready in seconds on your computer, phone or tablet.');
    await serverThenHydrate({ plugins: [games, authRoles], api, url: '/producers/pixel-pharaoh', messages: bundles.get('en') });
    expect(descriptions()).toEqual([studio]);
  });
});
