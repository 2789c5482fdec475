import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { csrfHeaders } from './csrf-headers';
import { newPlayer, signInDemoPlayer } from './players';

/**
 * Jackpots (issue 17), desktop and phone: the lobby's jackpot row ticks live while another tab bets on a jackpot
 * game (the pools grow from real bets, `jackpots_changes`), and a forced drop (the platform's demo route) shows the
 * win popup to the winner only, while another player sees the drop in the "latest wins" strip. No sleeps: every step
 * waits for what the page shows.
 */

/** A slot that plays for the jackpots (their lobby category), playable on this device. */
async function aJackpotSlot(request: APIRequestContext, device: 'desktop' | 'mobile'): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device, page: 1, page_size: 1, filter: { categories: { identifiers: ['jackpots'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string }[] };
  return data[0]!.identifier;
}

async function spin(game: Page) {
  const settled = game.waitForResponse((r) => /\/game-studio\/[^/]+\/spin$/.test(r.url()));
  await game.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  const answer = await settled;
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Resolves once one of the page's sockets joined every topic given (the platform's ok to each join). A page's socket
 * reconnects whenever a block takes or lets go of a channel, and a push sent meanwhile is lost: waiting for the socket
 * that holds all the page will hold makes a later push arrive.
 */
const joinedAll = (page: Page, topics: RegExp[]) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      const seen = new Set<number>();
      socket.on('framereceived', (frame) => {
        topics.forEach((topic, i) => new RegExp(`"${topic.source}","phx_reply",\\{"status":"ok"`).test(String(frame.payload)) && seen.add(i));
        if (seen.size === topics.length) resolve();
      });
    });
  });

/** Resolves once one of the page's sockets joined a channel (the platform's ok to the join). */
const joined = (page: Page, topic: RegExp) =>
  new Promise<void>((resolve) => {
    const ok = new RegExp(`"${topic.source}","phx_reply",\\{"status":"ok"`);
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => ok.test(String(frame.payload)) && resolve()));
  });

test('the lobby jackpot row ticks while real bets feed the pools', async ({ page, request, browser, baseURL, isMobile }) => {
  const amountsJoined = joined(page, /jackpots_changes/);
  await page.goto('/');
  const row = page.getByTestId('jackpot-row');
  await row.scrollIntoViewIfNeeded();
  const card = row.locator('[data-testid="jackpot-card"][data-jackpot="mystic-jackpot"]');
  await expect(card).toBeVisible();
  // The amounts show with 2 decimals, the Mini (smallest level) moves first.
  const amounts = card.getByTestId('jackpot-amount');
  await expect(amounts.first()).toHaveText(/^€[\d,]+\.\d{2}$/);
  const mini = amounts.last();
  await amountsJoined;
  const before = (await mini.textContent()) ?? '';

  // Another player bets on a jackpot game in their own browser.
  const bettor = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
  const game = await bettor.newPage();
  await signInDemoPlayer(game);
  await game.goto(`/play/${await aJackpotSlot(request, isMobile ? 'mobile' : 'desktop')}?mode=Real`);
  // 1 % of a stake reaches the Mini: a spin or two moves it by a cent or more.
  await expect(async () => {
    await spin(game);
    await expect(mini).not.toHaveText(before, { timeout: 2_500 });
  }).toPass({ timeout: 60_000 });
  await expect(mini).toHaveText(/^€[\d,]+\.\d{2}$/);
  await bettor.close();
});

test('a forced drop shows the win popup to the winner only; others see it in the wins strip', async ({ page, browser, baseURL, isMobile }) => {
  // The other player, in a second browser context, watching the lobby's wins strip.
  const other = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
  const otherPage = await other.newPage();
  await newPlayer(otherPage, 'jp-other');
  const otherWinsJoined = joinedAll(otherPage, [/wins/, /jackpot_win_award:\d+/, /lootboxes_changes:\d+/]);
  await otherPage.goto('/');
  await otherPage.getByTestId('wins-strip').scrollIntoViewIfNeeded();
  await expect(otherPage.getByTestId('wins-strip')).toHaveAttribute('data-live', 'on');
  await otherWinsJoined;

  // The winner, on the lobby, with the private award channel joined.
  await newPlayer(page, 'jp-winner');
  // The socket's final set: the row's public channels (on screen) and the channels of the plugins a page starts
  // after its first paint (lootboxes among them), each start reconnecting the socket. A push sent during a reconnect
  // is lost (core/realtime has no replay), so the drop waits for the socket that holds them all.
  const ready = joinedAll(page, [/jackpot_win_award:\d+/, /wins/, /jackpots_changes/, /lootboxes_changes:\d+/]);
  await page.goto('/');
  await page.getByTestId('wins-strip').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('wins-strip')).toHaveAttribute('data-live', 'on');
  await ready;

  const dropped = await page.request.post('/dev/jackpots/mystic-jackpot/drop', { headers: await csrfHeaders(page), data: { level: 'minor' } });
  expect(dropped.status()).toBe(201);
  const award = (await dropped.json()) as { amount_cents: number; currency: string; level_name: string };
  expect(award.currency).toBe('EUR');
  const shown = `€${(award.amount_cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  const popup = page.getByTestId('jackpot-win-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('jackpot-win-amount')).toHaveText(shown);
  await expect(popup).toContainText('You won the Minor of Mystic Jackpot');

  // The other player got the public win (so any private push would have come by now) and no popup.
  await expect(otherPage.getByTestId('wins-entry').filter({ hasText: `won the Minor jackpot: ${shown}` })).toBeVisible();
  await expect(otherPage.getByTestId('jackpot-win-popup')).toHaveCount(0);

  await popup.getByRole('button', { name: 'Great!' }).click();
  await expect(popup).toHaveCount(0);
  await other.close();
});

test('a jackpot page shows every level and its winners, names masked', async ({ page }) => {
  await page.goto('/jackpots/mystic-jackpot');
  await expect(page.getByRole('heading', { level: 1, name: 'Mystic Jackpot' })).toBeVisible();
  await expect(page.getByTestId('jackpot-level')).toHaveCount(4);
  await expect(page.getByTestId('jackpot-level').first()).toContainText('Grand');
  const winners = page.getByTestId('jackpot-winner');
  await expect(winners).toHaveCount(5);
  for (const name of await winners.locator('td:first-child').allTextContents()) expect(name).toMatch(/^.{1,6}\*\*\*$/u);
  await page.getByRole('button', { name: 'Biggest' }).click();
  await expect(page.getByRole('button', { name: 'Biggest' })).toHaveAttribute('aria-pressed', 'true');
  await expect(winners).toHaveCount(5);
});

test('an active mystic jackpot has its page at /{identifier} only while enableMysticJackpots is on', async ({ page }) => {
  await page.goto('/mystic-jackpot');
  // Flag off: the address is not the jackpot's (the not-found page, or a CMS page of that path).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('jackpot-page')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('ffc:enableMysticJackpots', 'true'));
  await page.reload();
  await expect(page.getByTestId('jackpot-page')).toHaveAttribute('data-jackpot', 'mystic-jackpot');
  await expect(page.getByRole('heading', { level: 1, name: 'Mystic Jackpot' })).toBeVisible();
  await expect(page.getByTestId('jackpot-level')).toHaveCount(4);
  await expect(page.getByTestId('jackpot-level').first().getByTestId('jackpot-amount')).toHaveText(/^€[\d,]+\.\d{2}$/);
});
