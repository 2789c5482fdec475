import { DEFAULT_CURRENCY } from '@config/limits';
import { playerCurrency, type PluginRuntime } from '@core/index';
import type { Game } from '@schemas/wire/games';

/**
 * What a server-drawn page keeps of each game (issue 14, page weight). The server draws guests only, and a guest's
 * tile reads no game id per currency and the table limits of the site's currency (or EUR) alone; those two maps
 * were nine tenths of every game in the page's serialised data (about 2 KB of 2.3 KB, 160 KB on `/`). The browser
 * hydrates from these values while the visitor is a guest; a sign-in drops them (`runtime.loaded` is cleared at
 * login) and the lists are read again in full.
 */
export function forDrawnPage(runtime: Pick<PluginRuntime, 'onServer' | 'session' | 'site'>, games: Game[]): Game[] {
  if (!runtime.onServer) return games;
  const shown = new Set([playerCurrency(runtime), DEFAULT_CURRENCY]);
  return games.map((game) => ({
    ...game,
    currencies: {},
    table_limits: Object.fromEntries(Object.entries(game.table_limits).filter(([currency]) => shown.has(currency))),
  }));
}
