import { test, expect } from './fixtures';
import { startHost, type RunningHost } from './host-process';

/**
 * Host processes hold no state: two of them on different ports in front of one platform (PLATFORM_URL)
 * serve the same signed-in player. Signed in through one, the player plays through the other, and the
 * balance arrives live over the WebSocket that the second host relays to the platform.
 */
test('two hosts in front of one platform serve the same signed-in player, socket included', async ({ page, host, request }) => {
  const fronts: RunningHost[] = [];
  try {
    for (let i = 0; i < 2; i++) fronts.push(await startHost({ PLATFORM_URL: host.url }));
    const [first, second] = fronts as [RunningHost, RunningHost];

    // Cookies belong to the host name, not the port: both fronts see the session made through the first.
    const signIn = await page.request.post(`${first.url}/api/users/sign_in`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { user: { email: 'demo@croupier.dev', password: 'Demo12345' } },
    });
    expect(signIn.status()).toBe(201);

    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`${second.url}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Balance / })).toBeVisible();
    // A slot (every game plays the engine of its kind: the first tile may be a table or the crash game), asked
    // by a guest's request (the page's is signed in, and a signed-in POST needs the CSRF header).
    const filtered = await request.post(`${second.url}/api/games_filter`, {
      data: { device: 'desktop', page: 1, page_size: 1, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } },
    });
    const game = ((await filtered.json()) as { data: { identifier: string }[] }).data[0]!.identifier;
    await page.goto(`${second.url}/play/${game}?mode=Real`);
    const spin = page.waitForResponse((r) => /\/game-studio\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
    await page.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
    const { balance_cents: after } = (await (await spin).json()) as { balance_cents: number };
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(after / 100);
    await expect(page.getByRole('banner').getByText(shown)).toBeVisible();
    expect(sockets.some((url) => url.startsWith(`${second.url.replace('http', 'ws')}/socket/websocket`))).toBe(true);
  } finally {
    for (const front of fronts) await front.stop();
  }
});
