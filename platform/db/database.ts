import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

/**
 * Opens (and creates) the platform database under `dataDir` in WAL mode. Tables come from the migrations
 * of the core and of each module (db/migrate.ts), which the platform applies when it starts.
 */
export function openDatabase(dataDir: string, file = 'platform.sqlite'): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, file));
  db.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a kill -9 or power loss (money safety over throughput).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
