import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInDemoPlayer } from './players';

/** Lobby, catalogue, search and the game page (issue 4), as a visitor and as the demo player walk them. */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 600;

/** Shows a tile's overlay: hover with a mouse, a first tap on a phone. */
async function revealTile(page: Page, index = 0) {
  const tile = page.getByTestId('game-tile').nth(index);
  if (isPhone(page)) await tile.locator('img').first().tap();
  else await tile.hover();
  return tile;
}

test.describe('lobby and games', () => {
  test('browses the lobby: banners, game rows and providers', async ({ page }) => {
    await page.goto('/');
    const lobby = page.getByTestId('lobby');
    await expect(lobby.getByRole('region', { name: 'Promotions' }).or(lobby.locator('[aria-roledescription="carousel"]'))).toBeVisible();
    await expect(lobby.getByTestId('game-row').first()).toBeVisible();
    expect(await lobby.getByTestId('game-row').first().getByTestId('game-tile').count()).toBeLessThanOrEqual(15);
    await expect(lobby.getByTestId('game-row').first().getByRole('link', { name: 'Show all' })).toBeVisible();
    await lobby.getByRole('heading', { name: 'Game providers' }).scrollIntoViewIfNeeded();
    await expect(lobby.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  });

  test('opens a category and scrolls past three pages, rendering only what is on screen', async ({ page }) => {
    const pages = new Set<number>();
    // Request bodies of fetch are streamed (not visible to Playwright): count the pages answered instead.
    page.on('response', async (response) => {
      if (response.request().method() !== 'POST' || !response.url().endsWith('/api/games_filter')) return;
      const body = (await response.json().catch(() => null)) as { data: unknown[]; pagination: { current_page: number } } | null;
      if (body && body.data.length > 15) pages.add(body.pagination.current_page);
    });
    await page.goto('/');
    await page.getByTestId('game-row').first().getByRole('link', { name: 'Show all' }).click();
    await expect(page.getByTestId('category-page')).toBeVisible();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    for (let i = 0; i < 40 && !pages.has(4); i++) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(150);
    }
    expect([...pages]).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    // 160 games loaded, far fewer tiles in the document.
    expect(await page.getByTestId('game-tile').count()).toBeLessThan(100);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
  });

  test('searches "book" and opens a result', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-input').fill('book');
    const first = page.getByTestId('search-result').first();
    await expect(first).toContainText(/book/i);
    await first.click();
    await expect(page).toHaveURL(/\/play\/[^/]+\/[^/?]+/);
    await expect(page.getByTestId('search-input')).toHaveCount(0);
    await expect(page.getByTestId('game-page')).toBeVisible();
  });

  test('plays a demo game from its tile', async ({ page }) => {
    await page.goto('/pokies/all');
    const tiles = page.getByTestId('game-tile');
    await expect(tiles.first()).toBeVisible();
    let index = 0;
    while ((await tiles.nth(index).getByRole('link', { name: /for fun/ }).count()) === 0) index++;
    const tile = await revealTile(page, index);
    await tile.getByRole('link', { name: /for fun/ }).click();
    await expect(page).toHaveURL(/mode=Demo/);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', /\/game-studio\//);
    await expect(page.frameLocator('iframe').getByRole('button', { name: /spin/i })).toBeVisible();
  });

  test('a guest pressing play lands on registration', async ({ page }) => {
    await page.goto('/pokies/all');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    const tile = await revealTile(page, 0);
    await tile.getByRole('link', { name: /^Play .*(?<!for fun)$/ }).click();
    await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fplay%2F/);
  });

  test('a player toggles a favourite and finds it on /favorite-games after reload', async ({ page }) => {
    await signInDemoPlayer(page);
    await page.goto('/pokies/all');
    const tile = page.getByTestId('game-tile').first();
    await expect(tile).toBeVisible();
    const title = (await tile.getByRole('heading').textContent())!.trim();
    const toggle = tile.getByTestId('favorite-toggle');
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/favorite-games');
    await page.reload();
    await expect(page.getByTestId('favorites-page').getByRole('heading', { name: title, exact: true })).toBeVisible();
  });
});
