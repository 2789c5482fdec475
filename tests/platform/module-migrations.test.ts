import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database';
import { CORE_MIGRATIONS, migrate, migrationFiles } from '../../platform/db/migrate';
import type { PlatformModuleDef } from '../../platform/module';
import { orderModules, withDependencies } from '../../platform/module-order';
import { platformModules } from '../../platform/modules/index';
import { pendingSeeds, seedModules } from '../../platform/seed';

/** Per-module migrations and seeds (platform/module.ts): each module installs alone with what it declares. */

const emptyDb = (): Db => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  return db;
};
const tables = (db: Db) => new Set(db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]);
const recorded = (db: Db) => db.prepare('SELECT module, version FROM module_migrations ORDER BY rowid').all() as { module: string; version: number }[];
const noop = () => undefined;
const fake = (name: string, dependsOn: string[] = []): PlatformModuleDef => ({ name, dependsOn, register: noop });

describe('each module installs on an empty database', () => {
  let db: Db;
  beforeEach(() => {
    db = emptyDb();
  });
  afterEach(() => db.close());

  it.each(platformModules.map((m) => [m.name]))('%s alone, with its declared dependencies', (name) => {
    const modules = withDependencies(name, platformModules);
    const ran = migrate(db, modules);
    const module = modules.find((m) => m.name === name)!;
    const expected = module.migrations ? migrationFiles(module.migrations).map((f) => f.version) : [];
    expect(ran.filter((r) => r.module === name).map((r) => r.version)).toEqual(expected);
    // Every foreign key points at a table that exists: the declared dependencies are enough.
    const present = tables(db);
    for (const table of present) {
      for (const fk of db.prepare(`PRAGMA foreign_key_list(${table})`).all() as { table: string }[]) {
        expect(present.has(fk.table), `${name}: ${table} references ${fk.table}, which its dependencies do not create`).toBe(true);
      }
    }
    // Only the core's and the declared modules' migrations ran.
    expect(new Set(ran.map((r) => r.module))).toEqual(new Set(['platform', ...modules.filter((m) => m.migrations).map((m) => m.name)]));
  });

  it('all modules, in dependency order, each recorded as (module, version) in file order; a second run applies nothing', () => {
    const ran = migrate(db, platformModules);
    const order = ['platform', ...orderModules(platformModules).filter((m) => m.migrations).map((m) => m.name)];
    expect([...new Set(ran.map((r) => r.module))]).toEqual(order);
    for (const module of order) {
      const versions = ran.filter((r) => r.module === module).map((r) => r.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
    }
    expect(recorded(db)).toEqual(ran.map(({ module, version }) => ({ module, version })));
    expect(migrate(db, platformModules)).toEqual([]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('a module added later gets its migrations on an existing database', () => {
    const withoutPayments = platformModules.filter((m) => m.name !== 'payments');
    migrate(db, withoutPayments);
    expect(tables(db).has('payments')).toBe(false);
    expect(new Set(migrate(db, platformModules).map((r) => r.module))).toEqual(new Set(['payments']));
    expect(tables(db).has('payments')).toBe(true);
  });

  it('a renamed module keeps its tables and records: a demo-slot database becomes game-studio, running only the newer migrations', () => {
    // A database from before the rename: every other module, and the demo slot's 001 recorded under its old name.
    const modules = withDependencies('game-studio', platformModules);
    const studio = modules.find((m) => m.name === 'game-studio')!;
    migrate(db, modules.filter((m) => m.name !== 'game-studio'));
    const [first] = migrationFiles(studio.migrations!);
    db.exec(readFileSync(join(studio.migrations!, first!.file), 'utf8'));
    db.prepare("INSERT INTO module_migrations (module, version, name, applied_at) VALUES ('demo-slot', 1, ?, '2026-01-01T00:00:00.000Z')").run(first!.file);
    db.prepare("INSERT INTO module_seeds (module, version, seeded_at) VALUES ('demo-slot', 1, '2026-01-01T00:00:00.000Z')").run();
    db.prepare("INSERT INTO game_rounds (game_identifier, mode, currency, bet_cents, win_cents, created_at) VALUES ('p/g', 'demo', 'FUN', 100, 40, '2026-01-01T00:00:00.000Z')").run();

    const ran = migrate(db, modules);
    expect(ran.map((r) => `${r.module}:${r.version}`)).toEqual(migrationFiles(studio.migrations!).slice(1).map((f) => `game-studio:${f.version}`));
    expect(recorded(db).filter((r) => r.module === 'demo-slot')).toEqual([]);
    expect(recorded(db).filter((r) => r.module === 'game-studio').map((r) => r.version)).toEqual(migrationFiles(studio.migrations!).map((f) => f.version));
    expect(db.prepare("SELECT module, version FROM module_seeds WHERE module IN ('demo-slot', 'game-studio')").all()).toEqual([{ module: 'game-studio', version: 1 }]);
    // The old round is still there, read as a finished slot round.
    expect(db.prepare('SELECT kind, status, bet_cents, win_cents, finished_at FROM game_rounds').get()).toEqual({
      kind: 'slot',
      status: 'finished',
      bet_cents: 100,
      win_cents: 40,
      finished_at: '2026-01-01T00:00:00.000Z',
    });
    expect(migrate(db, modules)).toEqual([]);
  });

  it('refuses a database of the old global migration list, saying what to do', () => {
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    expect(() => migrate(db, platformModules)).toThrow(/predates per-module migrations.*seed -- --reset/);
  });

  it('core migrations are numbered files of their own', () => {
    expect(migrationFiles(CORE_MIGRATIONS).map((f) => f.file)).toEqual(['001_core.sql', '002_module_seeds.sql']);
  });
});

describe('module order', () => {
  it('puts every module after its dependencies, otherwise keeping the listed order', () => {
    const ordered = orderModules([fake('c', ['b']), fake('a'), fake('b', ['a']), fake('d')]).map((m) => m.name);
    expect(ordered).toEqual(['a', 'b', 'c', 'd']);
    const names = orderModules(platformModules).map((m) => m.name);
    for (const module of platformModules) for (const dependency of module.dependsOn ?? []) expect(names.indexOf(dependency)).toBeLessThan(names.indexOf(module.name));
  });

  it('names a cycle', () => {
    expect(() => orderModules([fake('x'), fake('a', ['c']), fake('b', ['a']), fake('c', ['b'])])).toThrow(/cycle: a -> c -> b -> a/);
    expect(() => orderModules([fake('self', ['self'])])).toThrow(/cycle: self -> self/);
  });

  it('names an unknown dependency, a duplicate and the reserved core name', () => {
    expect(() => orderModules([fake('promo', ['wallet'])])).toThrow('platform module "promo" depends on "wallet", which is not in the module list');
    expect(() => orderModules([fake('a'), fake('a')])).toThrow(/two platform modules are named "a"/);
    expect(() => orderModules([fake('platform')])).toThrow(/reserved/);
    expect(() => withDependencies('nope', platformModules)).toThrow(/unknown platform module "nope"/);
  });
});

describe('per-module seeds', () => {
  let db: Db;
  let runs: string[];
  const seeded = (name: string, version: number, dependsOn: string[] = []): PlatformModuleDef => ({
    ...fake(name, dependsOn),
    seed: { version, run: () => runs.push(name) },
  });
  beforeEach(() => {
    db = emptyDb();
    migrate(db, []);
    runs = [];
  });
  afterEach(() => db.close());

  it('seeds each module once per version, in dependency order; a new module or a bumped version seeds alone', () => {
    expect(seedModules(db, [seeded('b', 1, ['a']), seeded('a', 1), fake('no-seed')])).toEqual(['a', 'b']);
    expect(runs).toEqual(['a', 'b']);
    expect(seedModules(db, [seeded('b', 1, ['a']), seeded('a', 1)])).toEqual([]);
    expect(seedModules(db, [seeded('a', 1), seeded('b', 2, ['a']), seeded('engine', 1, ['a'])])).toEqual(['b', 'engine']);
    expect(pendingSeeds(db, [seeded('a', 1), seeded('b', 2, ['a']), seeded('engine', 1, ['a'])])).toEqual([]);
  });

  it('a failing seed records nothing for its module and keeps the modules seeded before it', () => {
    const broken: PlatformModuleDef = {
      ...fake('broken', ['a']),
      seed: {
        version: 1,
        run: (d) => {
          d.prepare("INSERT INTO meta (key, value) VALUES ('half', 'done')").run();
          throw new Error('seed failed');
        },
      },
    };
    expect(() => seedModules(db, [seeded('a', 1), broken])).toThrow('seed failed');
    expect(db.prepare('SELECT module FROM module_seeds').pluck().all()).toEqual(['a']);
    expect(db.prepare("SELECT COUNT(*) FROM meta WHERE key = 'half'").pluck().get()).toBe(0);
  });

  it("the platform's own seeds are re-runnable: seeding twice adds nothing", () => {
    const full = emptyDb();
    migrate(full, platformModules);
    seedModules(full, platformModules);
    const count = (table: string) => full.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    const before = ['players', 'games', 'cms_pages', 'fe_configs', 'ledger'].map(count);
    full.exec('DELETE FROM module_seeds');
    expect(seedModules(full, platformModules)).toEqual(platformModules.filter((m) => m.seed).map((m) => m.name));
    expect(['players', 'games', 'cms_pages', 'fe_configs', 'ledger'].map(count)).toEqual(before);
    full.close();
  });
});
