import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationFiles } from '../../platform/db/migrate';
import { platformModules } from '../../platform/modules/index';

/**
 * DESIGN §12: modules do not reach into each other's tables. Checked on the source: a module's code names
 * only tables its own migrations create (or the core's), never probes the schema, and imports another
 * module only through that module's `public.ts`. Tests are exempt: they may set up any table.
 */
const MODULES_DIR = fileURLToPath(new URL('../../platform/modules', import.meta.url));
const CORE_TABLES = ['meta', 'mailbox', 'module_migrations', 'module_seeds'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'test-platform.ts' ? [path] : [];
  });

/** Tables each module's migrations create. */
const ownedTables = new Map(
  platformModules.map((module) => {
    const tables = module.migrations
      ? migrationFiles(module.migrations).flatMap(({ file }) =>
          [...readFileSync(join(module.migrations!, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map((m) => m[1]!),
        )
      : [];
    return [module.name, tables];
  }),
);

/** A module's folder is named like the module. */
const folderOf = (name: string) => join(MODULES_DIR, name);

describe('module boundaries', () => {
  it('every module in the list is a folder of platform/modules and owns distinct tables', () => {
    const seen = new Map<string, string>();
    for (const [module, tables] of ownedTables) {
      expect(statSync(folderOf(module)).isDirectory(), module).toBe(true);
      for (const table of tables) {
        expect(seen.get(table), `${table} created by ${module} and ${seen.get(table)}`).toBeUndefined();
        seen.set(table, module);
      }
    }
  });

  it('no module probes the schema through sqlite_master', () => {
    const probing = sourceFiles(MODULES_DIR).filter((file) => /sqlite_master|sqlite_schema/.test(readFileSync(file, 'utf8')));
    expect(probing.map((file) => relative(MODULES_DIR, file))).toEqual([]);
  });

  it("no module's SQL names a table another module owns", () => {
    const problems: string[] = [];
    for (const [module, own] of ownedTables) {
      const foreign = [...ownedTables].filter(([other]) => other !== module).flatMap(([other, tables]) => tables.map((table) => ({ other, table })));
      for (const file of sourceFiles(folderOf(module))) {
        const text = readFileSync(file, 'utf8');
        for (const { other, table } of foreign) {
          if (own.includes(table) || CORE_TABLES.includes(table)) continue;
          if (new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+${table}\\b`, 'i').test(text)) problems.push(`${relative(MODULES_DIR, file)} uses ${other}'s table ${table}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("modules import each other only through the other's public.ts", () => {
    const problems: string[] = [];
    for (const file of sourceFiles(MODULES_DIR)) {
      const module = relative(MODULES_DIR, file).split('/')[0];
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)) {
        const resolved = relative(MODULES_DIR, join(file, '..', target!));
        const [targetModule, ...rest] = resolved.split('/');
        if (resolved.startsWith('..') || targetModule === module) continue;
        if (rest.join('/') !== 'public') problems.push(`${relative(MODULES_DIR, file)} imports ${resolved}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a module that calls a module with tables declares it in dependsOn (table-less reference data needs not)', () => {
    const withTables = new Set([...ownedTables].filter(([, tables]) => tables.length > 0).map(([name]) => name));
    const problems: string[] = [];
    for (const module of platformModules) {
      for (const file of sourceFiles(folderOf(module.name))) {
        for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\/public'/g)) {
          if (target === module.name || !withTables.has(target!)) continue;
          if (!(module.dependsOn ?? []).includes(target!)) problems.push(`${module.name} uses ${target} without dependsOn`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
