import type { APIRequestContext, FrameLocator, Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { engineForGame, type EngineKind } from '../../platform/modules/game-studio/engines/engine-for-game';
import { newFundedPlayer } from './players';

/**
 * Every kind of game the studio plays (issue 21), on desktop and phone: a funded player opens a catalogue game of
 * each kind in real money, plays one round through the game's own page in the iframe as a person would (chips,
 * spin, deal and stand, bet and cash out, a bet in the live table's window), and finds the round in the bet
 * history with the bet and win the platform answered (`GET /api/player/games_history/{bet_id}`). The crash game
 * cashes out while the rocket flies and the balance rises by bet × multiplier − bet. The shared rounds (crash,
 * live table) run on the platform's own schedule: the studio has no dev hooks, so the test waits for their
 * phases (never fixed sleeps) with timeouts that fit a slow CI machine.
 */

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const eur = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount as the game page shows it (`499.50 EUR`: the page's own money format, the number part in English). */
const shown = (cents: number) => new RegExp(`(^|\\D)${escape(new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100))}(\\D|$)`);

interface CatalogueGame {
  identifier: string;
  title: string;
  categories?: string[];
  volatility_rating?: string | null;
}

/** The first catalogue game of a category (and title words) that the studio plays with the engine of `kind`. */
async function aGameOf(request: APIRequestContext, device: string, kind: EngineKind, category: string, title?: string): Promise<CatalogueGame> {
  for (let page = 1; page <= 5; page++) {
    const answer = await request.post('/api/games_filter', {
      data: { device, page, page_size: 50, filter: { categories: { identifiers: [category], strategy: 'OR' }, ...(title ? { title } : {}) } },
    });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: CatalogueGame[] };
    const found = data.find((game) => engineForGame(game).kind === kind);
    if (found) return found;
    if (data.length < 50) break;
  }
  throw new Error(`no ${kind} game in category ${category}${title ? ` titled ${title}` : ''}`);
}

const studioCall = (path: RegExp) => (r: Response) => path.test(new URL(r.url()).pathname) && r.request().method() === 'POST';

/** Opens the game's page in real money and answers the iframe once the game page shows its balance. */
async function openGame(page: Page, game: CatalogueGame): Promise<FrameLocator> {
  await page.goto(`/play/${game.identifier}?mode=Real`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('#balance')).toHaveText(/\d/, { timeout: 30_000 });
  return frame;
}

interface HistoryEntry {
  bet_id: string;
  bet_status: string;
  kind: string | null;
  mode: string | null;
  total_bets: number;
  total_wins: number;
  balance_after_cents: number | null;
}

async function historyEntry(page: Page, betId: string): Promise<HistoryEntry> {
  const answer = await page.request.get(`/api/player/games_history/${betId}`, { headers: xhr });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { entry: HistoryEntry }).entry;
}

/**
 * The round as the platform recorded it equals what the game answered, and the profile's bet history lists
 * it with that bet and win (the list's row: "Bet €x … Win €y").
 */
async function expectInHistory(page: Page, round: { betId: string; kind: string; betCents: number; winCents: number }) {
  const entry = await historyEntry(page, round.betId);
  expect(entry).toMatchObject({ bet_status: 'finished', kind: round.kind, mode: 'real', total_bets: round.betCents, total_wins: round.winCents });
  const listed = await page.request.get('/api/player/games_history?per_page=50', { headers: xhr });
  const { data } = (await listed.json()) as { data: HistoryEntry[] };
  expect(data.find((e) => e.bet_id === round.betId)).toMatchObject({ total_bets: round.betCents, total_wins: round.winCents });

  await page.goto('/profile/games-history');
  const row = page.getByTestId('history-rounds').locator(`[data-bet="${round.betId}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toHaveText(new RegExp(`Bet\\s*${escape(eur(round.betCents))}\\s*Win\\s*${escape(eur(round.winCents))}`));
}

async function placeChipOn(frame: FrameLocator, spot: string) {
  await frame.locator('#chips .chip').first().click();
  await frame.getByRole('button', { name: spot, exact: true }).click();
}

test.describe('one real-money round of each kind of game', () => {
  test.beforeEach(async ({ page }) => {
    await newFundedPlayer(page);
  });

  const deviceOf = (isMobile: boolean) => (isMobile ? 'mobile' : 'desktop');

  test('a slot spin is in the bet history with its bet and win', async ({ page, request, isMobile }) => {
    const game = await aGameOf(request, deviceOf(isMobile), 'slot', 'slots');
    const frame = await openGame(page, game);
    const spun = page.waitForResponse(studioCall(/\/game-studio\/[^/]+\/spin$/));
    await frame.getByRole('button', { name: /spin/i }).click();
    const answer = await spun;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { round_id: string | number; bet_cents: number; win_cents: number; balance_cents: number };
    expect(body.bet_cents).toBeGreaterThan(0);
    await expect(frame.locator('#balance')).toHaveText(shown(body.balance_cents));
    await expectInHistory(page, { betId: String(body.round_id), kind: 'slot', betCents: body.bet_cents, winCents: body.win_cents });
  });

  test('a European roulette spin is in the bet history with its bet and win', async ({ page, request, isMobile }) => {
    const game = await aGameOf(request, deviceOf(isMobile), 'roulette', 'table', 'roulette');
    const frame = await openGame(page, game);
    await placeChipOn(frame, 'Red');
    const spun = page.waitForResponse(studioCall(/\/game-studio\/[^/]+\/roulette$/));
    await frame.locator('#spin').click();
    const answer = await spun;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { round_id: string | number; number: number; bet_cents: number; win_cents: number; balance_cents: number };
    expect(body.bet_cents).toBeGreaterThan(0);
    // A red bet pays 1:1 on a red number and nothing otherwise.
    expect([0, body.bet_cents * 2]).toContain(body.win_cents);
    await expect(frame.locator('#ball')).toHaveText(String(body.number));
    await expectInHistory(page, { betId: String(body.round_id), kind: 'roulette', betCents: body.bet_cents, winCents: body.win_cents });
  });

  test('a blackjack hand dealt and stood on is in the bet history with its bet and win', async ({ page, request, isMobile }) => {
    const game = await aGameOf(request, deviceOf(isMobile), 'blackjack', 'table', 'blackjack');
    const frame = await openGame(page, game);
    const dealt = page.waitForResponse(studioCall(/\/game-studio\/[^/]+\/deal$/));
    await frame.locator('#deal').click();
    const dealAnswer = await dealt;
    expect(dealAnswer.status()).toBe(200);
    let body = (await dealAnswer.json()) as { round_id: string | number; status: string; bet_cents: number; win_cents: number };
    // A blackjack (either side) settles at the deal; otherwise the player stands.
    if (body.status === 'pending') {
      await expect(frame.locator('#moves')).toBeVisible();
      const stood = page.waitForResponse(studioCall(/\/game-studio\/[^/]+\/action$/));
      await frame.locator('#stand').click();
      const standAnswer = await stood;
      expect(standAnswer.status()).toBe(200);
      body = (await standAnswer.json()) as typeof body;
    }
    expect(body.status).toBe('finished');
    await expect(frame.locator('#deal')).toBeVisible();
    await expectInHistory(page, { betId: String(body.round_id), kind: 'blackjack', betCents: body.bet_cents, winCents: body.win_cents });
  });

  test('the crash game cashes out in flight, the balance rises by bet × multiplier − bet', async ({ page }) => {
    test.setTimeout(240_000);
    const frame = await openGame(page, { identifier: 'turbogames/rocket-x', title: 'Rocket X' });
    // A bigger stake than the smallest, so that even a cash-out at 1.01× wins a whole cent more than the bet.
    await frame.locator('#bet-up').click();
    await frame.locator('#bet-up').click();

    type CrashBet = { bet_id: string | number; round_id: number; status: string; bet_cents: number; cashed_out_at: number | null; win_cents: number };
    // A round may crash before the first cash-out is possible (1.00× is 3 % of rounds): play the next one then.
    for (let attempt = 1; attempt <= 6; attempt++) {
      // Bets open: wait for the betting phase with time left to place (7 s windows).
      await expect(frame.locator('body')).toHaveAttribute('data-phase', 'betting', { timeout: 90_000 });
      await expect(frame.locator('#phase')).toHaveText(/ [2-9] s$/, { timeout: 120_000 });
      const placed = page.waitForResponse(studioCall(/\/game-studio\/[^/]+\/crash\/bet$/), { timeout: 20_000 }).catch(() => null);
      // The window may close between the check and the click (the button is disabled then): the next round.
      if (!(await frame.locator('#place').click({ timeout: 5_000 }).then(() => true, () => false))) continue;
      const placedAnswer = await placed;
      if (placedAnswer?.status() !== 200) continue;
      const { bet, balance_cents: afterStake } = (await placedAnswer.json()) as { bet: CrashBet; balance_cents: number };
      const balanceBefore = afterStake + bet.bet_cents;

      // Take-off: the cash-out button shows while the rocket flies; press it at once (the lowest multiplier).
      const cashOut = frame.locator('#cashout');
      await expect(cashOut).toBeVisible({ timeout: 30_000 }).catch(() => undefined);
      if (!(await cashOut.isVisible())) continue; // crashed at launch
      const cashed = page.waitForResponse(studioCall(/\/game-studio\/[^/]+\/crash\/cashout$/), { timeout: 20_000 }).catch(() => null);
      // The rocket may explode between the check and the click (the button hides): the next round.
      if (!(await cashOut.click({ timeout: 5_000 }).then(() => true, () => false))) continue;
      const cashedAnswer = await cashed;
      if (cashedAnswer?.status() !== 200) continue; // `too_early` or `crashed`: the next round
      const done = (await cashedAnswer.json()) as { bet: CrashBet; balance_cents: number };
      const multiplier = Math.round(done.bet.cashed_out_at! * 100);
      expect(multiplier).toBeGreaterThanOrEqual(101);
      expect(done.bet.win_cents).toBe(Math.floor((done.bet.bet_cents * multiplier) / 100));
      expect(done.bet.win_cents).toBeGreaterThan(done.bet.bet_cents);
      expect(done.balance_cents).toBe(balanceBefore - done.bet.bet_cents + done.bet.win_cents);
      expect(done.balance_cents).toBeGreaterThan(balanceBefore);
      await expect(frame.locator('#balance')).toHaveText(shown(done.balance_cents));
      await expect(frame.locator('#my-bet')).toHaveText(shown(done.bet.win_cents));
      await expectInHistory(page, { betId: String(done.bet.bet_id), kind: 'crash', betCents: done.bet.bet_cents, winCents: done.bet.win_cents });
      return;
    }
    throw new Error('no crash round could be cashed out in six tries');
  });

  test('a bet on a live roulette table is settled with the table and is in the bet history', async ({ page, request, isMobile }) => {
    test.setTimeout(180_000);
    const game = await aGameOf(request, deviceOf(isMobile), 'live-roulette', 'live', 'roulette');
    const frame = await openGame(page, game);
    // The betting window with time to spare (20 s of every 30 s): a round in its last seconds is skipped.
    await expect(frame.locator('#phase-text')).toHaveText(/: ([5-9]|1\d|20) s$/, { timeout: 60_000 });
    await placeChipOn(frame, 'Black');
    const sent = page.waitForResponse(studioCall(/\/game-studio\/[^/]+\/live\/bet$/));
    await frame.locator('#send').click();
    const sentAnswer = await sent;
    expect(sentAnswer.status()).toBe(200);
    const { bet } = (await sentAnswer.json()) as { bet: { bet_id: string | number; bet_cents: number } };

    // The table settles the round once its window closed; the platform's record says how it ended.
    let settled: HistoryEntry | undefined;
    await expect
      .poll(
        async () => {
          settled = await historyEntry(page, String(bet.bet_id));
          return settled.bet_status;
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBe('finished');
    await expect(frame.locator('#ball')).toHaveText(/^\d+$/, { timeout: 30_000 });
    expect([0, bet.bet_cents * 2]).toContain(settled!.total_wins);
    await expect(frame.locator('#balance')).toHaveText(shown(settled!.balance_after_cents!), { timeout: 30_000 });
    await expectInHistory(page, { betId: String(bet.bet_id), kind: 'live-roulette', betCents: bet.bet_cents, winCents: settled!.total_wins });
  });
});
