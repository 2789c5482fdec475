import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newPlayer } from './players';

/**
 * Notifications inbox (issue 17), desktop and phone: a notification the platform pushes (its demo route, as a fact
 * would) reaches the open page's bell without a reload, opens in the inbox with its button, and is still there —
 * with its read state — after a reload (IndexedDB per player). Every player is new.
 */

/** The inbox: the header's bell on desktop; on a phone (no room in the header) the side menu's item. */
async function openInbox(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Notifications/ }).click();
  } else {
    await page.getByTestId('notifications-bell').click();
  }
  await expect(page.getByTestId('notifications-panel')).toBeVisible();
}

test('a pushed notification rings the bell, opens its tournament, and survives a reload', async ({ page, request, isMobile }) => {
  const email = await newPlayer(page);
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/player/notifications') && r.status() === 200);
  // The private channel joined (the platform's reply to the join): a push from now on reaches this page.
  const joined = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', { predicate: (frame) => /"personal_notifications:\d+","phx_reply",\{"status":"ok"/.test(String(frame.payload)) }),
  );
  await page.goto('/');
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeAttached();
  // The bell has read what came before (a new player's registration gifts): what follows must come by push.
  await Promise.all([listed, joined]);
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const panelItems = page.getByTestId('notification-item');

  const pushed = await request.post('/dev/notifications', {
    data: { email, title: 'E2E race results', text: 'You finished #3 and won €5.00.', icon: 'trophy', identifier: 'weekly-spin-race' },
  });
  expect(pushed.status()).toBe(201);
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await expect(page.getByTestId('notifications-count')).toHaveText(before + 1 >= 9 ? '9+' : String(before + 1));

  await openInbox(page, isMobile);
  const item = panelItems.filter({ hasText: 'E2E race results' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('You finished #3 and won €5.00.');
  await expect(item.getByRole('button', { name: 'Open tournament' })).toBeVisible();

  // Kept across a reload, unread.
  await page.reload();
  await expect(page.getByTestId('notifications-count')).toHaveText(/^\d\+?$/);
  await openInbox(page, isMobile);
  await expect(panelItems.filter({ hasText: 'E2E race results' })).toBeVisible();

  // Its button opens the tournament and marks it read.
  await panelItems.filter({ hasText: 'E2E race results' }).getByRole('button', { name: 'Open tournament' }).click();
  await expect(page).toHaveURL(/\/tournaments\/weekly-spin-race$/);
  await openInbox(page, isMobile);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notifications-count')).toHaveCount(0);

  // Read stays read after a reload (the platform lists it again; the stored copy keeps the flag).
  const relisted = page.waitForResponse((r) => r.url().endsWith('/api/player/notifications'));
  await page.reload();
  await expect(page.getByTestId('notifications-bell')).toBeAttached();
  await relisted;
  await expect(page.getByTestId('notifications-count')).toHaveCount(0);
});

test('guests have no bell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('notifications-bell')).toHaveCount(0);
});
