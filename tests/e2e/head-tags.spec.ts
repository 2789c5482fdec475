import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The head as a crawler running the page's script sees it: one canonical, the hreflang set, robots, description. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang')),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  }));
}

test.describe('head tags in the browser (issue 14)', () => {
  test('the browser keeps the host\'s tags for the landing page and follows each route change with the same helper', async ({ page, request, baseURL }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const origin = new URL(baseURL!).origin;
    // What the host sent (a crawler without JavaScript reads this).
    const sent = await (await request.get('/pokies')).text();
    const sentTitle = /<title>([^<]*)<\/title>/.exec(sent)?.[1];
    expect(sentTitle).toBe('All slots · Aurora Casino');
    expect(sent).toContain(`<link rel="canonical" href="${origin}/pokies" data-head="route">`);
    // Lighthouse SEO (issue 14 item 4): the category's description, the same after the browser took over.
    const sentDescription = /<meta name="description" content="([^"]*)" data-head="page">/.exec(sent)?.[1];
    expect(sentDescription).toBe('All slots at Aurora Casino: browse the full selection of online casino games and start playing in seconds on your computer, phone or tablet.');

    await page.goto('/pokies');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page).toHaveTitle(sentTitle!);
    let head = await headOf(page);
    expect(head.canonical).toEqual([`${origin}/pokies`]);
    expect(head.hreflang).toEqual(['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'x-default']);
    expect(head.descriptions).toBe(1);
    expect(head.description).toBe(sentDescription);

    // A route change in the app: the tags follow, none duplicated.
    const nav = page.viewportSize()!.width < 700 ? page.getByRole('navigation', { name: 'Quick navigation' }) : page.getByRole('navigation', { name: 'Main navigation' });
    // The phone's bar says "Live" for room (issue 24 item 6); the header "Live casino".
    await nav.getByRole('link', { name: /^Live( casino)?$/ }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect.poll(async () => (await headOf(page)).canonical).toEqual([`${origin}/live`]);
    head = await headOf(page);
    expect(head.hreflang).toHaveLength(9);
    expect(head.robots).toEqual([]);
    // The live category states its own description in place of the landing page's.
    await expect.poll(async () => (await headOf(page)).description).toMatch(/^(?!All slots )\S.* at Aurora Casino: browse the full selection of online casino games/);
    expect((await headOf(page)).descriptions).toBe(1);

    // A static page: the CMS page's description, exactly one.
    await page.goto('/de/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    head = await headOf(page);
    expect(head.lang).toBe('de');
    expect(head.canonical).toEqual([`${origin}/de/privacy-policy`]);
    expect(head.descriptions).toBe(1);
    expect(problems).toEqual([]);
  });

  test('/guest/ serves the same guest pages and the app stays under it', async ({ page, baseURL }) => {
    await page.goto('/guest/pokies');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page).toHaveTitle('All slots · Aurora Casino');
    const origin = new URL(baseURL!).origin;
    expect((await headOf(page)).canonical).toEqual([`${origin}/pokies`]);
    const nav = page.viewportSize()!.width < 700 ? page.getByRole('navigation', { name: 'Quick navigation' }) : page.getByRole('navigation', { name: 'Main navigation' });
    // The phone's bar says "Live" for room (issue 24 item 6); the header "Live casino".
    await nav.getByRole('link', { name: /^Live( casino)?$/ }).click();
    await expect(page).toHaveURL(/\/guest\/live$/);
    await expect(page.getByTestId('category-page')).toBeVisible();
  });

  test('a game page carries Open Graph tags for link previews', async ({ page, request }) => {
    const list = (await (await request.post('/api/games_filter', { data: { device: 'desktop', page: 1, page_size: 1, filter: {} } })).json()) as { data: { identifier: string; title: string }[] };
    const game = list.data[0]!;
    const path = `/play/${game.identifier}`;
    const sent = await (await request.get(path)).text();
    expect(sent).toContain(`<meta property="og:title" content="${game.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}" data-head="page">`);
    await page.goto(`${path}?mode=Demo`);
    await expect(page.getByTestId('game-page')).toBeVisible();
    await expect(page).toHaveTitle(`${game.title} · Aurora Casino`);
    await expect.poll(() => page.locator('meta[property="og:image"]').count()).toBe(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/previews/${game.identifier}\\.svg$`));
    // The game's description (and Open Graph's), once each, as the host sent it.
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^Play .+ by .+ online at Aurora Casino: `));
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', (await page.locator('meta[name="description"]').getAttribute('content'))!);
  });

  test('a promo page (tournament) carries Open Graph tags in the browser', async ({ page, request }) => {
    const list = (await (await request.get('/api/tournaments')).json()) as { frontend_identifier: string; title: string; group_ids?: number[] }[];
    const tournament = list.find((t) => !t.group_ids?.length) ?? list[0]!;
    await page.goto(`/tournaments/${tournament.frontend_identifier}`);
    await expect(page.getByTestId('tournament-page')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${tournament.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', tournament.title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/tournaments/${tournament.frontend_identifier}$`));
  });
});
