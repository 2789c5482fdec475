import { test, expect } from './fixtures';

/**
 * Issue 24 item 1, desktop and phone: each brand shows its own content, which the platform keys by the host the
 * visitor used — banners, the notice strip, the currency guests see, its wording and its language names — and a
 * banner's countdown comes from the promotion's real dates.
 */

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

test('the desert brand shows its own banners, notice strip and dollars; the aurora brand its own', async ({ page, hostUrl }) => {
  await page.goto(hostUrl('desert.localhost'));
  await expect(page.getByText('Oasis welcome: up to $1,000')).toBeVisible();
  await expect(page.getByText(/Weekly Spin Race: \$11,000 shared every Monday/)).toBeVisible();
  await expect(page.getByText('Welcome bonus up to €1,500')).toHaveCount(0);
  // The brand's own names for its two English locales (the picker's list is the same on desktop and phone).
  await expect(page.locator('select option[value="en-KW"]').first()).toHaveText(/^(EN|English \(Gulf\))$/);
  await expect(page.locator('select option[value="en"]').first()).toHaveText(/^(INTL|English \(International\))$/);

  await page.goto(hostUrl('localhost'));
  await expect(page.getByText(/Welcome bonus up to €1,500/)).toBeVisible();
  await expect(page.getByText('Oasis welcome: up to $1,000')).toHaveCount(0);
});

test("the weekly race's banner counts down to this week's end, never years ahead", async ({ page, hostUrl }) => {
  await page.goto(hostUrl('localhost'));
  const race = page.locator('article[aria-roledescription="slide"]', { hasText: 'Weekly Spin Race' });
  await expect(race).toHaveCount(1);
  // The phone layout hides the countdown for room; its label is still the one a reader gets elsewhere.
  const timer = race.locator('[role="timer"]');
  await expect(timer).toHaveAttribute('aria-label', /^Ends in /);
  const spoken = plain(await timer.getAttribute('aria-label'));
  const days = Number(/(\d+) days?/.exec(spoken)?.[1] ?? '0');
  expect(days).toBeLessThanOrEqual(7);
});
