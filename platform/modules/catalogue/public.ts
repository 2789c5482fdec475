import type { Db } from '../../db/database';

/**
 * What other modules may use of the catalogue: the games a launcher starts, by route or identifier, a
 * game's kind (slots, crash, table, live) from its categories, and the table limits a live or table game
 * shows on its tile (an engine checks stakes against the same limits).
 */
export { findLaunchableGame, gameTitle, type LaunchableGame } from './launchable-games';
export { gameKind, type GameKind } from './game-kind';
export { tableLimits } from './table-limits';

// --- For the game studio (issue 21; added by its wiring step): engine facts and history labels. ---

/** What the game studio needs to choose a game's engine (game-studio's `engineForGame`). */
export interface GameEngineFacts {
  identifier: string;
  /** Lobby categories: the game's collection rows and its wire payload's `categories`, together. */
  categories: string[];
  volatility_rating: string | null;
}

/** The facts of a catalogue game that decide its engine, or undefined for a game not in the catalogue. */
export function gameEngineFacts(db: Db, identifier: string): GameEngineFacts | undefined {
  const game = db.prepare('SELECT payload FROM games WHERE identifier = ?').get(identifier) as { payload: string | null } | undefined;
  if (!game) return undefined;
  let payload: { categories?: unknown; volatility_rating?: unknown } = {};
  try {
    payload = JSON.parse(game.payload ?? '{}') as typeof payload;
  } catch {
    // A malformed payload leaves the collections to decide.
  }
  const collections = db.prepare('SELECT collection_id FROM game_collection_items WHERE game_identifier = ?').pluck().all(identifier) as string[];
  const listed = Array.isArray(payload.categories) ? payload.categories.filter((c): c is string => typeof c === 'string') : [];
  return {
    identifier,
    categories: [...new Set([...collections, ...listed])],
    volatility_rating: typeof payload.volatility_rating === 'string' ? payload.volatility_rating : null,
  };
}

/** A game's title and provider as a player reads them (bet history), for games that left the catalogue too. */
export interface GameLabel {
  title: string;
  provider: string;
  /** The provider's display name, or null when the provider is not in the catalogue. */
  providerTitle: string | null;
}

/** Labels of the given game identifiers, in one look-up (a history page names up to a hundred games). */
export function gameLabels(db: Db, identifiers: readonly string[]): Map<string, GameLabel> {
  const labels = new Map<string, GameLabel>();
  const unique = [...new Set(identifiers)];
  if (unique.length === 0) return labels;
  const rows = db
    .prepare(
      `SELECT g.identifier, g.title, g.provider, p.title AS provider_title
       FROM games g LEFT JOIN game_providers p ON p.slug = g.provider
       WHERE g.identifier IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(unique)) as { identifier: string; title: string; provider: string; provider_title: string | null }[];
  for (const row of rows) labels.set(row.identifier, { title: row.title, provider: row.provider, providerTitle: row.provider_title });
  for (const identifier of unique) {
    if (labels.has(identifier)) continue;
    // A game that left the catalogue: its identifier names it, `provider/slug`.
    const provider = identifier.split('/')[0] ?? identifier;
    const providerTitle = db.prepare('SELECT title FROM game_providers WHERE slug = ?').pluck().get(provider) as string | undefined;
    labels.set(identifier, { title: identifier, provider, providerTitle: providerTitle ?? null });
  }
  return labels;
}

/** The extension point the game studio fills with the stated RTP of each game's engine (stated-payout.ts). */
export { provideStatedPayout, type StatedPayoutProvider, type PayoutFacts } from './stated-payout';
