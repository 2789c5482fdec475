import { isCryptoCurrency } from '@config/currencies';
import type { Game } from '@schemas/wire/games';
import { playPath } from './game-ids';

export interface TileViewer {
  loggedIn: boolean;
  /** The player's active currency; ignored for guests. */
  currency: string | null;
  /** Where a guest's "play" goes: the route holding the `registration` role (`runtime.pathOf('registration')`). */
  registrationPath: string;
}

export interface TileState {
  /** Where "play" goes: registration for a guest, the real game for a player. */
  playHref: string | null;
  demoHref: string | null;
  showFavorite: boolean;
  /** A fiat player whose currency has no id for this game (spec §4); crypto players are not blocked. */
  currencyUnsupported: boolean;
}

/** What a tile offers whom (spec part 1 §4 "Game tile"). */
export function tileState(game: Game, viewer: TileViewer): TileState {
  const demoHref = game.has_demo_mode ? playPath(game, 'Demo') : null;
  if (!viewer.loggedIn) {
    return { playHref: `${viewer.registrationPath}?redirect=${encodeURIComponent(playPath(game, 'Real'))}`, demoHref, showFavorite: false, currencyUnsupported: false };
  }
  const currency = viewer.currency ?? '';
  const currencyUnsupported = !isCryptoCurrency(currency) && !game.currencies[currency];
  return { playHref: currencyUnsupported ? null : playPath(game, 'Real'), demoHref, showFavorite: true, currencyUnsupported };
}
