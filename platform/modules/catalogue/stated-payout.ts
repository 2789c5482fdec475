import type { Db } from '../../db/database';

/**
 * An extension point of the catalogue: the RTP a tile states (`payout`, percent with two decimals as the
 * family's wire sends it). The game studio, which sits above the catalogue (it depends on it), provides the
 * stated RTP of the engine that plays each game, so the catalogue never imports the studio and the module
 * order (platform/module-order.ts) has no cycle. Providers are set in `subscribe`, before any seed runs; the
 * seed stores the provided payout. Without a provider the seed keeps the generator's drawn number.
 */
export interface PayoutFacts {
  identifier: string;
  categories?: readonly unknown[] | null;
  volatility_rating?: string | null;
}

export type StatedPayoutProvider = (game: PayoutFacts) => string;

// Keyed by database, like the studio's free rounds: one platform per open database.
const providers = new WeakMap<Db, StatedPayoutProvider>();

export function provideStatedPayout(db: Db, provider: StatedPayoutProvider) {
  providers.set(db, provider);
}

/** The provided payout of a game, or undefined without a provider. */
export const statedPayoutOf = (db: Db, game: PayoutFacts): string | undefined => providers.get(db)?.(game);
