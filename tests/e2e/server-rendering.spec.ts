import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Server rendering (issue 14): a guest's page arrives drawn (`core/server-render/render-page.tsx`), in the visitor's
 * language and brand, and the browser takes it over (hydration) without a mismatch and without asking the platform
 * again for what the page shows. A page the server could not draw is the browser's, never a 500.
 */

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('<template id="boot-failed"'));
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Console errors and warnings of a page, hydration's among them. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('server-rendered guest pages', () => {
  test('the lobby arrives drawn: banners, rows of tiles and studios, in the address\'s language', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const root = rootOf(html);
    expect(root).toContain('data-rendered=""');
    expect(count(root, /data-testid="game-tile"/g)).toBeGreaterThanOrEqual(30);
    expect(root).toContain('aria-roledescription="carousel"');
    expect(root).toMatch(/<h1[^>]*>Aurora Casino lobby<\/h1>/);
    expect(html).toMatch(/<html lang="en">/);
    // Readable without JavaScript: no no-script notice, no inline script moving blocks into place.
    expect(html).not.toContain('<noscript>');
    expect(root).not.toContain('<script');

    const german = await (await request.get('/de')).text();
    expect(german).toMatch(/<html lang="de">/);
    expect(count(rootOf(german), /data-testid="game-tile"/g)).toBeGreaterThanOrEqual(30);
    expect(rootOf(german)).toContain('Top-Spiele');
    expect(rootOf(german)).toContain('Lobby von Aurora Casino');
  });

  test('a signed-in visitor\'s page stays the browser\'s to draw', async ({ request }) => {
    const html = await (await request.get('/', { headers: { cookie: 'signed_in=1' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('"rendered":');
  });

  test('nothing of one request reaches another: two brands, three languages, with and without cookies, at once', async ({ request }) => {
    const cases = [
      { host: 'localhost', path: '/', lang: 'en', brand: 'Aurora Casino' },
      { host: 'localhost', path: '/de', lang: 'de', brand: 'Aurora Casino' },
      { host: 'localhost', path: '/fr-CA', lang: 'fr-CA', brand: 'Aurora Casino' },
      { host: 'desert.localhost', path: '/', lang: 'en-KW', brand: 'Desert Palms' },
      { host: 'desert.localhost', path: '/en', lang: 'en', brand: 'Desert Palms' },
    ];
    const cookies = [undefined, 'cookie_notice_accepted=1; locale=de'];
    const runs = Array.from({ length: 3 }, () => cases.flatMap((c) => cookies.map((cookie) => ({ ...c, cookie })))).flat();
    const pages = await Promise.all(
      // The brand is the Host header's (a crawler's request names it the same way).
      runs.map(async (run) => ({ run, html: await (await request.get(run.path, { headers: { host: run.host, ...(run.cookie ? { cookie: run.cookie } : {}) } })).text() })),
    );
    for (const { run, html } of pages) {
      const label = `${run.host}${run.path} ${run.cookie ?? 'no cookie'}`;
      expect(html, label).toContain(`<html lang="${run.lang}">`);
      const root = rootOf(html);
      expect(root, label).toContain('data-rendered=""');
      expect(root, label).toContain(`${run.brand} `);
      const other = run.brand === 'Aurora Casino' ? 'Desert Palms' : 'Aurora Casino';
      expect(root, label).not.toContain(other);
      const boot = JSON.parse(/<script type="application\/json" id="croupier-boot">([\s\S]*?)<\/script>/.exec(html)![1]!) as { site: { name: string }; rendered: { loaded: Record<string, unknown> } };
      expect(boot.site.name, label).toBe(run.brand);
      expect(Object.keys(boot.rendered.loaded).some((key) => key.startsWith(`lobby:banners:${run.lang}`)), label).toBe(true);
    }
  });

  test('the browser takes the page over without a mismatch or a second request, and it works', async ({ page, isMobile }) => {
    const problems = problemsOf(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(games_filter|fe\/config\/banners-config|games\/providers)/.test(r.url())) asked.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('#root[data-rendered]')).toHaveCount(1);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    // Interactive: search opens and finds a game, sign-in opens.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    // Taken over without asking again for what the page shows.
    expect(asked).toEqual([]);
    await page.getByRole(isMobile ? 'navigation' : 'banner', isMobile ? { name: 'Quick navigation' } : {}).getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-input').fill('book');
    await page.getByTestId('search-result').first().click();
    await expect(page).toHaveURL(/\/play\//);
    expect(problems).toEqual([]);
  });

  test('a returning visitor who accepted cookies gets a page without the notice, and the browser agrees', async ({ page, baseURL }) => {
    const problems = problemsOf(page);
    await page.context().addCookies([{ name: 'cookie_notice_accepted', value: '1', url: baseURL! }]);
    await page.goto('/pokies');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('without JavaScript a guest reads the lobby and a static page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
