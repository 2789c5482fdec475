import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';
import { loadCatalogueIndex, type CatalogueIndex } from './catalogue-index';

/**
 * The catalogue index, cached per database connection.
 *
 * Why this is safe to cache:
 * - It holds game data only (`games`, `game_collection_items`), never anything about a player or a
 *   visitor: favourites, played games, provider visibility by country and restrictions are applied per
 *   request on top of it, so nothing can leak from one player to another.
 * - It is keyed by the `Db` object (a WeakMap: it goes away with the connection), so two platforms in
 *   one process (tests) never share one.
 * - It is dropped whenever those tables may have changed:
 *   · another connection or process committed: `PRAGMA data_version` changes (read on every call, a
 *     counter read). That is how `tests/bench/seed-bench-category.ts` adds games to a running platform;
 *   · this connection wrote them: SQLite does not bump `data_version` for a connection's own writes, so
 *     TEMP triggers (this connection only, nothing stored in the database file) call back into JS and
 *     drop the index. Seeding, admin tools and test helpers need not remember to invalidate.
 *   Other writes (sessions, wallets, rounds) touch neither, so the index is not rebuilt under load.
 * - Inside an open transaction nothing is cached: what it reads could still be rolled back.
 */
interface CachedIndex {
  dataVersion: Statement<[], number>;
  version: number;
  index: CatalogueIndex | null;
}

const cache = new WeakMap<Db, CachedIndex>();

const WATCHED_TABLES = ['games', 'game_collection_items'] as const;
const CHANGED_FUNCTION = 'croupier_catalogue_changed';

export function catalogueIndex(db: Db): CatalogueIndex {
  if (db.inTransaction) return loadCatalogueIndex(db);
  const entry = cache.get(db) ?? watch(db);
  // Read before loading: a commit that lands during the load makes the next call load again.
  const version = entry.dataVersion.get()!;
  if (!entry.index || version !== entry.version) {
    entry.index = loadCatalogueIndex(db);
    entry.version = version;
  }
  return entry.index;
}

function watch(db: Db): CachedIndex {
  const entry: CachedIndex = { dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(), version: -1, index: null };
  db.function(CHANGED_FUNCTION, { deterministic: false, varargs: false }, () => {
    entry.index = null;
    return null;
  });
  for (const table of WATCHED_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS catalogue_index_${table}_${event.toLowerCase()} AFTER ${event} ON main.${table} BEGIN SELECT ${CHANGED_FUNCTION}(); END`);
    }
  }
  cache.set(db, entry);
  return entry;
}
