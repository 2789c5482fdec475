import type { Db } from '../../db/database';
import type { GamesSort } from '../../../schemas/wire/games';

/**
 * One game as the in-memory catalogue index holds it: the columns `POST /api/games_filter` filters and
 * sorts on, and the stored wire JSON. Nothing in here depends on who asks (no favourites, no country).
 */
export interface IndexedGame {
  /** Its place in `CatalogueIndex.games` (lobby order). */
  ordinal: number;
  identifier: string;
  provider: string;
  titleLc: string;
  devicesMask: number;
  position: number;
  popularity: number;
  /**
   * Ranks in SQLite's `ORDER BY title_lc` / `ORDER BY released_at` order, so sorting by them orders
   * exactly like the SQL did (BINARY collation compares UTF-8 bytes, JS `<` compares UTF-16 units).
   */
  titleRank: number;
  releasedRank: number;
  /** `games.payload` as stored; `games-filter-json.ts` normalises it on first use. */
  payload: string;
  /** The payload re-serialised by `JSON.stringify`, exactly what answering the parsed object produced. */
  json?: string;
}

export interface CollectionItem {
  game: IndexedGame;
  position: number;
}

export interface CatalogueIndex {
  /** Every game in curated lobby order (`games.position`). */
  games: readonly IndexedGame[];
  /** Every `title_lc` in lobby order joined by newlines, and where each starts (`title-search.ts`). */
  titles: { text: string; starts: Int32Array };
  /** Collection (category or theme) id → its games in the collection's order (ties: lobby order). */
  collections: ReadonlyMap<string, readonly CollectionItem[]>;
  /**
   * Orders built on first use: the whole catalogue per sort (a title sort of every game is the slow
   * part) and existing collections walked backwards. Keys come from the catalogue, never from a request.
   */
  orders: Map<string, readonly IndexedGame[]>;
}

interface GameRowForIndex {
  identifier: string;
  provider: string;
  title_lc: string;
  devices_mask: number;
  position: number;
  popularity: number;
  payload: string;
}

/**
 * Dense ranks of a column in SQLite's own order (`ORDER BY column`, the BINARY collation), read through
 * its index: equal values share a rank. Kept out of the main read so no sorter carries the payloads.
 */
function ranksBy(db: Db, column: 'title_lc' | 'released_at'): Map<string, number> {
  const rows = db.prepare(`SELECT identifier, ${column} AS value FROM games ORDER BY ${column}`).raw().all() as [string, string][];
  const ranks = new Map<string, number>();
  let rank = 0;
  let previous: string | null = null;
  for (const [identifier, value] of rows) {
    if (value !== previous) rank++;
    previous = value;
    ranks.set(identifier, rank);
  }
  return ranks;
}

/**
 * Reads the catalogue tables into an index. One read transaction: under WAL its reads see one
 * snapshot, so a commit by another process between them cannot leave a game without its ranks.
 */
export function loadCatalogueIndex(db: Db): CatalogueIndex {
  return db.transaction(() => readCatalogueIndex(db))();
}

function readCatalogueIndex(db: Db): CatalogueIndex {
  const rows = db
    .prepare('SELECT identifier, provider, title_lc, devices_mask, position, popularity, payload FROM games ORDER BY position, identifier')
    .all() as GameRowForIndex[];
  const titleRanks = ranksBy(db, 'title_lc');
  const releasedRanks = ranksBy(db, 'released_at');
  const byIdentifier = new Map<string, IndexedGame>();
  const games = rows.map((row, ordinal): IndexedGame => {
    const game: IndexedGame = {
      ordinal,
      identifier: row.identifier,
      provider: row.provider,
      titleLc: row.title_lc,
      devicesMask: row.devices_mask,
      position: row.position,
      popularity: row.popularity,
      titleRank: titleRanks.get(row.identifier)!,
      releasedRank: releasedRanks.get(row.identifier)!,
      payload: row.payload,
    };
    byIdentifier.set(game.identifier, game);
    return game;
  });
  const collections = new Map<string, CollectionItem[]>();
  const items = db.prepare('SELECT collection_id, game_identifier, position FROM game_collection_items ORDER BY collection_id, position, game_identifier').all() as {
    collection_id: string;
    game_identifier: string;
    position: number;
  }[];
  for (const item of items) {
    // The old query joined items to games: an item without its game never showed.
    const game = byIdentifier.get(item.game_identifier);
    if (!game) continue;
    let list = collections.get(item.collection_id);
    if (!list) collections.set(item.collection_id, (list = []));
    list.push({ game, position: item.position });
  }
  // What a one-category page sorts by (`picked.pos, g.position`), so such a page is a plain walk.
  for (const list of collections.values()) list.sort((a, b) => a.position - b.position || a.game.position - b.game.position);
  return { games, titles: joinTitles(games), collections, orders: new Map() };
}

function joinTitles(games: readonly IndexedGame[]): CatalogueIndex['titles'] {
  const starts = new Int32Array(games.length);
  let offset = 0;
  for (const g of games) {
    starts[g.ordinal] = offset;
    offset += g.titleLc.length + 1;
  }
  return { text: games.map((g) => g.titleLc).join('\n'), starts };
}

type SortType = GamesSort['type'];
type Direction = 'ASC' | 'DESC';

/** The direction a sort uses when the request names none (newest and most played first). */
export const DEFAULT_DIRECTION: Record<SortType, Direction> = { global: 'ASC', title: 'ASC', released_at: 'DESC', popularity: 'DESC' };

/**
 * The whole catalogue in one sort's order: `ORDER BY <key> <dir>, position` (`position <dir>` for the
 * curated order). Built once per index and sort, then every request filters it in one pass.
 */
export function catalogueInOrder(index: CatalogueIndex, type: SortType, direction: Direction): readonly IndexedGame[] {
  const key = `${type} ${direction}`;
  let ordered = index.orders.get(key);
  if (!ordered) {
    const sign = direction === 'ASC' ? 1 : -1;
    const primary: Record<SortType, (g: IndexedGame) => number> = {
      global: (g) => g.position,
      title: (g) => g.titleRank,
      released_at: (g) => g.releasedRank,
      popularity: (g) => g.popularity,
    };
    const keyOf = primary[type];
    // Curated order breaks ties: ascending for the other sorts (as SQL's `, g.position` did).
    const tieSign = type === 'global' ? sign : 1;
    ordered = [...index.games].sort((a, b) => sign * (keyOf(a) - keyOf(b)) || tieSign * (a.position - b.position));
    index.orders.set(key, ordered);
  }
  return ordered;
}

/**
 * One collection's games in its own order, `ORDER BY position <dir>, games.position <dir>`: what a
 * category page asks for, so it needs no sort per request.
 */
export function collectionInOrder(index: CatalogueIndex, id: string, direction: Direction): readonly IndexedGame[] {
  const items = index.collections.get(id);
  if (!items) return [];
  const key = `collection ${id} ${direction}`;
  let ordered = index.orders.get(key);
  if (!ordered) {
    ordered = items.map((item) => item.game);
    if (direction === 'DESC') ordered = ordered.toReversed();
    index.orders.set(key, ordered);
  }
  return ordered;
}
