import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, signInDemoPlayer } from './players';

/**
 * Issue 24 items 6 and 7, desktop and phone: on a 390 px phone every bottom-bar and drawer item is on screen
 * and not cut, and the drawer holds the spec's items; sign-in, sign-up, search and a game tile work with the
 * keyboard alone — dialogs open on their first field and give focus back to their opener when closed.
 */

/**
 * Presses Tab until `target` has focus: how a keyboard user gets there (no clicks, no `focus()`). `backwards`
 * (Shift+Tab) for the phone's bottom bar, which comes last in the page, after every game tile.
 */
async function tabTo(page: Page, target: Locator, { most = 80, backwards = false } = {}) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tab until the focused element matches a CSS selector (for "any game tile's play link"). */
async function tabToMatch(page: Page, selector: string, most = 120) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The element is inside the viewport and none of its text is cut off (ellipsis or overflow). */
async function expectWhole(item: Locator, viewport: { width: number; height: number }) {
  const box = await item.boundingBox();
  expect(box, await item.innerText()).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 0.5);
  // A visually hidden word (1 px, an icon-only item's accessible name) is not cut text.
  const cut = await item.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((node) => node.clientWidth > 1 && node.scrollWidth > node.clientWidth + 1 && node.textContent?.trim())
      .map((node) => node.textContent),
  );
  expect(cut, `cut text in ${await item.innerText()}`).toEqual([]);
}

test.describe('phone layout at 390 px', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'the bottom bar and drawer are the phone layout'));

  test('every bottom-bar item, drawer item and profile tab is whole and on screen', async ({ page }) => {
    const viewport = page.viewportSize()!;
    await signInDemoPlayer(page);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar.getByRole('link', { name: 'Lobby' })).toBeVisible();
    const barItems = bar.locator(':scope > a, :scope > button, :scope a, :scope button');
    await expect(barItems.first()).toBeVisible();
    const count = await barItems.count();
    expect(count).toBeGreaterThanOrEqual(5); // deposit, lobby, pokies, live, menu
    for (let i = 0; i < count; i++) await expectWhole(barItems.nth(i), viewport);

    await bar.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The spec's sidebar (part 1 §2): promotions, VIP, tournaments, limits, support, language, local time.
    for (const label of ['Promotions', 'VIP Club', 'Tournaments', 'My limits', 'Support chat']) {
      // An entry's name may end in its counter ("Tournaments 5").
      const name = new RegExp(`^${label}( \\d+)?$`);
      await expect(drawer.getByRole('link', { name }).or(drawer.getByRole('button', { name })).first()).toBeAttached();
    }
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeAttached();
    await expect(drawer.getByText('Local time')).toBeAttached();
    const drawerBox = (await drawer.locator(':scope > div').boundingBox())!;
    const items = drawer.getByRole('navigation').locator('a, button');
    for (let i = 0; i < (await items.count()); i++) {
      const item = items.nth(i);
      await item.scrollIntoViewIfNeeded();
      await expectWhole(item, { width: Math.min(viewport.width, drawerBox.x + drawerBox.width), height: viewport.height });
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.goto('/profile');
    const tabs = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link');
    await expect(tabs.first()).toBeVisible();
    expect(await tabs.count()).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < (await tabs.count()); i++) {
      const tab = tabs.nth(i);
      await tab.scrollIntoViewIfNeeded();
      await expectWhole(tab, viewport);
    }
  });

  test("a guest's bar in German: nothing cut, every item named", async ({ page }) => {
    const viewport = page.viewportSize()!;
    // The two enter buttons ("Anmelden", "Registrieren") leave the menu items too little room for words.
    await page.goto('/de');
    const bar = page.getByRole('navigation', { name: 'Schnellnavigation' });
    await expect(bar.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    const items = bar.locator('a, button, [role=link]');
    for (let i = 0; i < (await items.count()); i++) {
      await expectWhole(items.nth(i), viewport);
      expect((await items.nth(i).evaluate((el) => el.textContent ?? '')).trim()).not.toBe('');
    }
    await expect(bar.getByRole('link', { name: 'Lobby' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Menü' })).toBeVisible();
  });
});

test.describe('keyboard and focus', () => {
  test('signs in with the keyboard alone', async ({ page, isMobile }) => {
    await page.goto('/');
    const logIn = page.getByRole('link', { name: 'Log in', exact: true }).filter({ visible: true }).first();
    await expect(logIn).toBeVisible();
    await tabTo(page, logIn, { backwards: isMobile });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    // The dialog opens on its first field, not on the close button.
    const email = dialog.getByLabel('E-mail', { exact: true });
    await expect(email).toBeFocused();
    await page.keyboard.type('demo@croupier.dev');
    await tabTo(page, dialog.getByLabel('Password', { exact: true }), { most: 5 });
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Balance/ }).filter({ visible: true }).first()).toBeVisible();
  });

  test('the sign-up dialog opens on its first field and Escape gives focus back to its opener', async ({ page, isMobile }) => {
    await page.goto('/');
    const signUp = page.getByRole('link', { name: 'Sign up', exact: true }).filter({ visible: true }).first();
    await expect(signUp).toBeVisible();
    await tabTo(page, signUp, { backwards: isMobile });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toBeVisible();
    // Its first field (the registration fields arrive from the server after the dialog): focused, not the × button.
    const first = dialog.locator('input:not([type=hidden]), select, textarea').filter({ visible: true }).first();
    await expect(first).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Close' })).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signUp).toBeFocused();
  });

  test('searches and opens a game with the keyboard alone', async ({ page }) => {
    await signInDemoPlayer(page);
    await page.goto('/');
    const search = page.getByTestId('search-button').filter({ visible: true }).first();
    await expect(search).toBeVisible();
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    const input = page.getByTestId('search-input');
    await expect(input).toBeFocused();
    await page.keyboard.type('roulette');
    // The found games, not the recommendations shown before the search settles.
    await expect(page.getByText(/^\d+ games? found$/)).toBeVisible();
    const first = page.getByTestId('search-result').first();
    await expect(first).toBeVisible();
    const title = (await first.locator('span span').first().innerText()).trim();
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/play\//);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  });

  test('closing search gives focus back to the search button', async ({ page }) => {
    await page.goto('/');
    const search = page.getByTestId('search-button').filter({ visible: true }).first();
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('search-input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('search-input')).toHaveCount(0);
    await expect(search).toBeFocused();
  });

  test('opens a game from its lobby tile with the keyboard alone', async ({ page }) => {
    await signInDemoPlayer(page);
    await page.goto('/');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await tabToMatch(page, '[data-testid="game-tile"] a[href*="/play/"]');
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(name).toMatch(/^Play /);
    // The focused tile shows its play button (not hidden behind hover).
    await expect(page.locator(':focus')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/play\/[^?]+\?mode=Real|\/play\//);
    await expect(page.locator('iframe').first()).toBeAttached();
  });

  test('the cookie notice never covers the element with keyboard focus', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'We use cookies' });
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      // Measured once the page has scrolled the focused element into view (two frames).
      const covered = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const focused = document.activeElement;
                const card = document.querySelector('[aria-labelledby="cookie-notice-title"]');
                if (!(focused instanceof HTMLElement) || !card || card.contains(focused)) return resolve(null);
                // Fixed bars (header, bottom bar) do not scroll: the notice sits between them, never over them.
                for (let n: HTMLElement | null = focused; n; n = n.parentElement) if (getComputedStyle(n).position === 'fixed') return resolve(null);
                const f = focused.getBoundingClientRect();
                const c = card.getBoundingClientRect();
                const overlap = f.right > c.left && f.left < c.right && f.bottom > c.top && f.top < c.bottom;
                resolve(overlap ? (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName) : '');
              }),
            ),
          ),
      );
      if (covered === null) continue;
      checked++;
      expect(covered, 'a focused element under the cookie notice').toBe('');
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('the page’s last links scroll clear of the cookie notice', async ({ page }) => {
    await page.goto('/privacy-policy');
    const notice = page.getByRole('region', { name: 'We use cookies' });
    await expect(notice).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-slot-pending]')).toHaveCount(0);
    const lastLink = footer.getByRole('link').last();
    const noticeTop = await notice.evaluate((n) => n.getBoundingClientRect().top);
    // At the page's end (the footer's lower blocks may still grow it as they come near: scroll again each time).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return lastLink.evaluate((a) => a.getBoundingClientRect().bottom);
      })
      .toBeLessThanOrEqual(noticeTop);
    await expect(lastLink).toBeVisible();
    // Answered, the card leaves and so does the reserve.
    await notice.getByRole('button').first().click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--fixed-bottom-cover'))).toBe('');
  });
});
