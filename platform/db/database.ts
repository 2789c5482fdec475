import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens (and creates) the platform database under `dataDir` in WAL mode and applies pending migrations.
 * Migrations are `NNN_name.sql` files applied in numeric order, each in its own transaction.
 * Number ranges: 001-099 platform core, 100-199 accounts, 200-299 catalogue and content, 300-399 money.
 */
export function openDatabase(dataDir: string, file = 'platform.sqlite'): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, file));
  db.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a kill -9 or power loss (money safety over throughput).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function migrate(db: Db, dir = MIGRATIONS_DIR): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (applied.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(version, file, new Date().toISOString());
    })();
    ran.push(file);
  }
  return ran;
}
