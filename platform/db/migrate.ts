import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../module';
import { CORE_MODULE, orderModules } from '../module-order';
import type { Db } from './database';

/** The platform core's own tables (meta, the dev mailbox, module seed versions), before any module's. */
export const CORE_MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface AppliedMigration {
  module: string;
  version: number;
  file: string;
}

/** The `NNN_name.sql` files of a folder, in numeric order. */
export function migrationFiles(dir: string): { version: number; file: string }[] {
  const files = readdirSync(dir).filter((f) => MIGRATION_FILE.test(f)).sort();
  const versions = files.map((f) => Number(f.slice(0, 3)));
  const duplicate = versions.find((v, i) => versions.indexOf(v) !== i);
  if (duplicate !== undefined) throw new Error(`two migrations numbered ${String(duplicate).padStart(3, '0')} in ${dir}`);
  return files.map((file, i) => ({ version: versions[i]!, file }));
}

/** Databases of the single global migration list (before issue 23) cannot be read as per-module ones. */
function refuseLegacyDatabase(db: Db) {
  const legacy = db.prepare('PRAGMA table_info(schema_migrations)').all().length > 0;
  if (legacy) {
    throw new Error(
      'This platform database predates per-module migrations. Delete its data directory (DATA_DIR, ./data by default) or run `npm run seed -- --reset`.',
    );
  }
}

function applyFolder(db: Db, module: string, dir: string): AppliedMigration[] {
  const applied = new Set(db.prepare('SELECT version FROM module_migrations WHERE module = ?').pluck().all(module) as number[]);
  const ran: AppliedMigration[] = [];
  for (const { version, file } of migrationFiles(dir)) {
    if (applied.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    // Each file with its record, all or nothing: a failed migration leaves no half-made tables behind.
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO module_migrations (module, version, name, applied_at) VALUES (?, ?, ?, ?)').run(module, version, file, new Date().toISOString());
    }).immediate();
    ran.push({ module, version, file });
  }
  return ran;
}

/**
 * A renamed module (`formerNames`) keeps what its database recorded under the old name: its applied
 * migrations and its seed version move to the new name, once, before anything is applied. Records the new
 * name already has are left alone (a database that somehow holds both keeps the new name's), and the old
 * name's leftovers are dropped, so the rename never runs a migration twice nor leaves the old name behind.
 */
export function renameModuleRecords(db: Db, modules: readonly PlatformModuleDef[]): { from: string; to: string; migrations: number }[] {
  const renamed: { from: string; to: string; migrations: number }[] = [];
  for (const module of modules) {
    for (const former of module.formerNames ?? []) {
      if (former === module.name || former === CORE_MODULE) throw new Error(`module "${module.name}" cannot have the former name "${former}"`);
      db.transaction(() => {
        const moved = db
          .prepare('UPDATE OR IGNORE module_migrations SET module = ? WHERE module = ?')
          .run(module.name, former).changes;
        db.prepare('DELETE FROM module_migrations WHERE module = ?').run(former);
        // module_seeds is a core table: it exists once the core's migrations ran, which they did.
        db.prepare('UPDATE OR IGNORE module_seeds SET module = ? WHERE module = ?').run(module.name, former);
        db.prepare('DELETE FROM module_seeds WHERE module = ?').run(former);
        if (moved > 0) renamed.push({ from: former, to: module.name, migrations: moved });
      }).immediate();
    }
  }
  return renamed;
}

/**
 * Applies what is pending: the core's migrations, then each module's in dependency order (so a module's
 * tables may reference those of the modules it depends on). Returns what ran.
 */
export function migrate(db: Db, modules: readonly PlatformModuleDef[]): AppliedMigration[] {
  refuseLegacyDatabase(db);
  db.exec(`CREATE TABLE IF NOT EXISTS module_migrations (
    module TEXT NOT NULL,
    version INTEGER NOT NULL,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL,
    PRIMARY KEY (module, version)
  )`);
  const ran = applyFolder(db, CORE_MODULE, CORE_MIGRATIONS);
  // After the core's (module_seeds is one of them), before any module's: a renamed module finds its records.
  renameModuleRecords(db, modules);
  for (const module of orderModules(modules)) if (module.migrations) ran.push(...applyFolder(db, module.name, module.migrations));
  return ran;
}
