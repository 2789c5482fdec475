import { test, expect } from './fixtures';

test.describe('content pages and site chrome', () => {
  test('a guest reads the terms page in two locales', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. Your account' })).toBeVisible();
    await expect(page).toHaveTitle(/Terms and Conditions/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);

    await page.goto('/de/terms-and-conditions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. Dein Konto' })).toBeVisible();
  });

  test('a guest follows a footer link to another static page', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('placeholders in page content render as live blocks', async ({ page }) => {
    await page.goto('/support');
    // With the support chat on, the live chat button opens it (a button, not a link to the contacts).
    await expect(page.locator('[data-placeholder="LiveChatButton"]').getByRole('button', { name: 'Chat with support' })).toBeVisible();
    await expect(page.locator('[data-placeholder="ContactForm"]').getByRole('textbox').first()).toBeVisible();
    await page.goto('/awards');
    const list = page.locator('[data-placeholder="AwardsList"]');
    await expect(list.locator('article[data-prize="winner"]').first()).toBeVisible();
    await page.goto('/general-rules');
    const book = page.locator('[data-placeholder="LoadBook"]');
    await expect(book.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', /\.pdf$/);
    await expect(book.getByRole('link', { name: /EPUB/ })).toHaveAttribute('href', /\.epub$/);
  });

  test('a FAQ hash opens its accordion entry', async ({ page }) => {
    await page.goto('/faq#faq-2');
    await expect(page.locator('#faq-2')).toBeChecked();
  });

  test('the EE licence hides the benefits-of-crypto link and shows the licence badge', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href="/benefits-of-crypto"]')).toHaveCount(1);
    await expect(footer.locator('[data-licence-badge]')).toHaveCount(0);

    await page.setExtraHTTPHeaders({ 'x-country-code': 'EE' });
    await page.goto('/terms-and-conditions');
    // The footer's blocks (the licence badge among them) load as the footer nears the screen, as a reader scrolls.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('a[href="/privacy-policy"]')).toBeVisible();
    await expect(footer.locator('[data-licence-badge="EE"]')).toBeVisible();
    await expect(footer.locator('a[href="/benefits-of-crypto"]')).toHaveCount(0);
    await expect(footer.locator('a[href="/sportsbook-terms"]')).toHaveCount(0);
  });

  test('the second brand serves its own locale and chrome', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl('desert.localhost')}/terms-and-conditions`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-KW');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('care@desertpalms.casino')).toBeVisible();
  });
});
