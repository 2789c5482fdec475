import { test, expect } from './fixtures';

test.describe('shell', () => {
  test('renders / in English and /de/ in German, with <html lang>', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();

    await page.goto('/de/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  });

  test('a guest opening /profile lands on registration with the redirect query', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fprofile$/);
  });

  test('unknown paths answer HTTP 404 with the not-found page, legacy paths redirect', async ({ page }) => {
    const unknown = await page.goto('/no-such-page-here');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const nested = await page.goto('/de/no/such/page');
    expect(nested?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A promotion, jackpot, category or game the platform does not have: the page draws its not-found state, and
    // the status says so too.
    const missing = [
      ['/tournaments/no-such-race', page.getByRole('heading', { name: 'Page not found' })],
      ['/lottery/no-such-draw', page.getByRole('heading', { name: 'Page not found' })],
      ['/jackpots/no-such-pot', page.getByRole('heading', { name: 'Page not found' })],
      ['/pokies/no-such-category', page.getByText('This category does not exist.')],
      ['/play/no-such-studio/no-such-game', page.getByRole('heading', { name: 'Game not found' })],
      ['/producers/no-such-studio', page.getByText('This studio is not available on this site.')],
    ] as const;
    for (const [path, notice] of missing) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(notice).toBeVisible();
    }
    expect((await page.goto('/tournaments/weekly-spin-race'))?.status()).toBe(200);
    const cmsPage = await page.goto('/privacy-policy');
    expect(cmsPage?.status()).toBe(200);
    const legacy = await page.goto('/accounts/history');
    expect(legacy?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the /ffc screen toggles a flag override', async ({ page }) => {
    await page.goto('/ffc');
    const select = page.getByLabel('Override for enableTechWork');
    await select.selectOption('true');
    await expect(page.locator('tr', { hasText: 'enableTechWork' }).locator('[data-flag-state]')).toHaveAttribute('data-flag-state', 'on');
    expect(await page.evaluate(() => localStorage.getItem('ffc:enableTechWork'))).toBe('true');
  });
});

