/**
 * The page of the first lobby game a guest can play in demo mode, asked of the platform the host serves
 * (`/play/{provider}/{slug}?mode=Demo`, plugins/game-page), so the bench opens a real game and not a guess.
 */
export async function demoGamePath(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/games_filter', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ device: 'mobile', page: 1, page_size: 40 }),
  });
  if (!response.ok) throw new Error(`games_filter answered ${response.status}: ${await response.text()}`);
  // The family's game has no `slug`: its `identifier` is `{provider}/{slug}`, the game page's path.
  const { data } = (await response.json()) as { data: { identifier: string; has_demo_mode: boolean }[] };
  const game = data.find((g) => g.has_demo_mode);
  if (!game) throw new Error('no game with a demo mode in the first page of the lobby');
  return `/play/${game.identifier}?mode=Demo`;
}
