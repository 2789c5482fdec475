// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@config/locales';
import { catalogEntry } from '@core/plugin/define';
import { headTagsHtml, pageHeadTags } from '@core/seo/head-tags';
import type { WireGame } from '@schemas/wire/games';
import { loadDefaultMessages } from '../../../server/messages';
import { resolvePageSeo } from '../../../server/page-seo';
import { createFakeFetch } from '../../../tests/harness/fake-fetch';
import { testSite } from '../../../tests/harness/fixtures';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';
import { gamePageManifest } from '../manifest';

/**
 * Lighthouse SEO (issue 14 item 4): a game page carries a description (and Open Graph's, for link previews), and the
 * one the page states in the browser is the one the host wrote into the HTML (server/page-seo.ts), never a second tag.
 */
const gamePage = catalogEntry(gamePageManifest, () => import('../index'));
const bundles = loadDefaultMessages(join(__dirname, '../../..'));
const game: WireGame = {
  identifier: 'pixel-pharaoh/storm', title: 'Storm Reels', seo_title: 'storm', provider: 'pixel-pharaoh', categories: [],
  has_demo_mode: true, currencies: { EUR: { id: 5, jackpot: null } }, devices: ['desktop'],
};
const api = {
  'GET /api/games/pixel-pharaoh/storm': game,
  'POST /api/games/pixel-pharaoh/storm/session': { url: '/demo-slot/abcdefghijkl-demo', session_id: 'abcdefghijkl', mode: 'demo', currency: 'EUR' },
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  for (const element of document.head.querySelectorAll('[data-head]')) element.remove();
});

const head = (selector: string) => [...document.head.querySelectorAll(selector)].map((m) => m.getAttribute('content'));

/** The description the host writes for the game; `landing`: its page tags put into the document as the HTML carries them. */
async function hostWrites(locale: Locale, landing = false): Promise<string | undefined> {
  const platform = createFakeFetch(api);
  const site = testSite({ plugins: { 'game-page': {} } });
  const { page } = await resolvePageSeo({
    site,
    locale,
    path: '/play/pixel-pharaoh/storm',
    messages: bundles.get(locale)!,
    fetch: async (call) => (await platform.fetch(`http://localhost${call}`)).json() as Promise<unknown>,
    staticSlugs: null,
  });
  if (landing) document.head.insertAdjacentHTML('beforeend', headTagsHtml(pageHeadTags(site.name, page), 'page'));
  return page.description;
}

describe('the game page: its description (issue 14 item 4)', () => {
  it('names the game and its studio; after the browser took over the host’s description and Open Graph’s are there once, unchanged', async () => {
    const sent = await hostWrites('en', true);
    expect(sent).toBe('Play Storm Reels by Pixel Pharaoh online at Test Casino: start the game in seconds on your computer, phone or tablet and discover more Pixel Pharaoh games.');
    expect(head('meta[property="og:description"]')).toEqual([sent]);
    const drawn = await serverThenHydrate({ plugins: [gamePage], api, url: '/play/pixel-pharaoh/storm', messages: bundles.get('en') });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.mismatches).toEqual([]);
    expect(head('meta[name="description"]')).toEqual([sent]);
    expect(head('meta[property="og:description"]')).toEqual([sent]);
  });

  it('in Italian: the browser states the host’s translated description by itself', async () => {
    const sent = await hostWrites('it');
    expect(sent).toBe('Gioca a Storm Reels di Pixel Pharaoh online su Test Casino: avvia il gioco in pochi secondi da computer, smartphone o tablet e scopri altri giochi di Pixel Pharaoh.');
    const drawn = await serverThenHydrate({
      plugins: [gamePage],
      api,
      url: '/it/play/pixel-pharaoh/storm',
      locale: 'it',
      site: { locales: ['en', 'it'] },
      messages: bundles.get('it'),
    });
    expect(drawn.mismatches).toEqual([]);
    expect(head('meta[name="description"]')).toEqual([sent]);
    expect(head('meta[property="og:description"]')).toEqual([sent]);
  });
});
