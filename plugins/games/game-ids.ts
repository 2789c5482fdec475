import { CRYPTO_CURRENCIES, DEMO_CURRENCY } from '@config/currencies';
import type { Game } from '@schemas/wire/games';

export const isCrypto = (currency: string) => (CRYPTO_CURRENCIES as readonly string[]).includes(currency);

/** The game's id in `currency`, falling back to EUR then any real-money id, as the platform does for favourites. */
export function gameIdIn(game: Game, currency: string): number | null {
  const ids = Object.entries(game.currencies).filter(([code]) => code !== DEMO_CURRENCY);
  return (game.currencies[currency] ?? game.currencies.EUR ?? ids[0]?.[1])?.id ?? null;
}

export const playPath = (game: Game, mode: 'Real' | 'Demo') => `/play/${game.provider}/${game.slug}?mode=${mode}`;
