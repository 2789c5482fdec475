import type { Db } from '../../db/database';

/** The kinds of game the catalogue's categories tell apart (bonus wagering contributions are stated per kind). */
export type GameKind = 'slots' | 'crash' | 'table' | 'live';

// Most specific first: a live blackjack table is in `live` (and maybe `table`); a crash game may be in `slots`.
const KINDS: readonly GameKind[] = ['live', 'table', 'crash', 'slots'];

/** A game's kind from its lobby categories, or null when it has none of them (or left the catalogue). */
export function gameKind(db: Db, identifier: string): GameKind | null {
  const categories = db
    .prepare("SELECT collection_id FROM game_collection_items WHERE game_identifier = ? AND collection_id IN ('live', 'table', 'crash', 'slots')")
    .pluck()
    .all(identifier) as string[];
  return KINDS.find((kind) => categories.includes(kind)) ?? null;
}
