import type { Db } from './db/database';
import { transaction } from './db/transaction';
import type { PlatformModuleDef } from './module';
import { orderModules } from './module-order';

/**
 * Demo data, per module (DESIGN §12). A module seeds when the seed version it declares differs from the
 * one recorded for it: on a fresh database, when the module is new to an existing database (a new engine
 * seeds its own demo state on the next start), and when its version was bumped. Seeds are re-runnable,
 * so a bump adds the new demo rows and keeps the rest; `npm run seed -- --reset` rebuilds everything.
 */

const recordedVersion = (db: Db, module: string) => db.prepare('SELECT version FROM module_seeds WHERE module = ?').pluck().get(module) as number | undefined;

/** Modules whose demo data is missing or of another version, in dependency order. */
export function pendingSeeds(db: Db, modules: readonly PlatformModuleDef[]): PlatformModuleDef[] {
  return orderModules(modules).filter((m) => m.seed && recordedVersion(db, m.name) !== m.seed.version);
}

/**
 * Runs the pending seeds, each in its own transaction with its version record: a crash mid-way leaves
 * whole modules seeded, and the next start seeds the rest. Returns the names of the modules seeded.
 */
export function seedModules(db: Db, modules: readonly PlatformModuleDef[]): string[] {
  const seeded: string[] = [];
  for (const module of pendingSeeds(db, modules)) {
    const seed = module.seed!;
    transaction(db, () => {
      seed.run(db);
      db.prepare('INSERT OR REPLACE INTO module_seeds (module, version, seeded_at) VALUES (?, ?, ?)').run(module.name, seed.version, new Date().toISOString());
    }).immediate();
    seeded.push(module.name);
  }
  return seeded;
}
