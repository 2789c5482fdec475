import type { Db } from './db/database';
import { platformModules } from './modules/index';

const SEED_VERSION_KEY = 'seed_version';
/** Bump when the demo data changes shape; `npm run seed -- --reset` rebuilds it. */
export const SEED_VERSION = '1';

export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(SEED_VERSION_KEY) !== undefined;
}

/** Seeds every module's demo data in one transaction: a crash mid-seed leaves an empty database. */
export function seedDatabase(db: Db) {
  db.transaction(() => {
    for (const module of platformModules) module.seed?.(db);
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(SEED_VERSION_KEY, SEED_VERSION);
  })();
}

export function seedIfEmpty(db: Db): boolean {
  if (isSeeded(db)) return false;
  seedDatabase(db);
  return true;
}
