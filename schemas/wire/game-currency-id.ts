import { DEMO_CURRENCY } from '../../config/currencies';
import { DEFAULT_CURRENCY } from '../../config/limits';

/**
 * A game's launch id in `currency` (WIRE.md "Games": ids are per currency and unique across the catalogue).
 * A game not offered in it falls back to the default currency's id, then to any real-money id, never `FUN`.
 * Favourites v1 answers these ids and the tile's favourite toggle compares against them, so the platform and
 * the client must pick the same one: both call this. No zod here, so a tile does not load the wire schemas.
 */
export function gameIdIn(currencies: Readonly<Record<string, { readonly id: number | string }>>, currency: string): number | null {
  const entry = currencies[currency] ?? currencies[DEFAULT_CURRENCY] ?? Object.entries(currencies).find(([code]) => code !== DEMO_CURRENCY)?.[1];
  return entry === undefined ? null : Number(entry.id);
}
