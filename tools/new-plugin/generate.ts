import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { LOCALES } from '@config/locales';
import { orderProblems, placedEntries, type PlacedEntry } from '@core/plugin/order-check';
import { namesOf } from './names';
import * as client from './templates/client';
import type { TemplateContext } from './templates/context';
import { spec } from './templates/e2e';
import { messages } from './templates/messages';
import * as platform from './templates/platform';

export interface GenerateOptions {
  id: string;
  platform: boolean;
  /** Where `plugins/`, `platform/modules/` and `tests/e2e/` of the new files go: the repository, or a scratch folder in it. */
  outDir: string;
  /** The repository root (imports of its files are computed from it). */
  repoRoot: string;
  /** Entries already placed in menus and slots (every manifest's), to pick free orders. */
  placed: readonly PlacedEntry[];
}

export interface Generated {
  files: string[];
  /** What the author adds by hand to shared files: the site line, the module list lines. */
  nextSteps: string[];
}

/** Writes the plugin (and module) files; refuses a bad id or one whose folder exists. Returns the written paths. */
export function generate(options: GenerateOptions): Generated {
  const n = namesOf(options.id);
  const targets = [join(options.repoRoot, 'plugins', n.id), join(options.outDir, 'plugins', n.id)];
  if (options.platform) targets.push(join(options.repoRoot, 'platform/modules', n.id), join(options.outDir, 'platform/modules', n.id));
  const taken = targets.find((dir) => existsSync(dir));
  if (taken) throw new Error(`${relative(options.repoRoot, taken)} already exists: pick another id`);

  const ctx: TemplateContext = {
    n,
    platform: options.platform,
    orders: freeOrders(n.id, options.placed),
    imp: (fromFile, repoFile) => {
      const path = relative(dirname(join(options.outDir, fromFile)), join(options.repoRoot, repoFile)).split('\\').join('/');
      return path.startsWith('.') ? path : `./${path}`;
    },
  };
  const p = `plugins/${n.id}`;
  const files: Record<string, string> = {
    [`${p}/manifest.ts`]: client.manifest(ctx),
    [`${p}/index.ts`]: client.index(ctx),
    [`${p}/api.ts`]: client.api(ctx),
    [`${p}/store.ts`]: client.store(ctx),
    [`${p}/state.ts`]: client.state(ctx),
    [`${p}/pages/${n.pascal}Page.tsx`]: client.page(ctx),
    [`${p}/pages/${n.pascal}Page.module.css`]: client.pageCss(),
    [`${p}/components/${n.pascal}Row.tsx`]: client.row(ctx),
    [`${p}/components/${n.pascal}Row.module.css`]: client.rowCss(),
    [`${p}/tests/${n.id}.test.ts`]: client.test(ctx),
    [`${p}/README.md`]: client.readme(ctx),
    ...Object.fromEntries(LOCALES.map((locale) => [`${p}/messages/${locale}.json`, messages(ctx, locale)])),
    [`tests/e2e/${n.id}.spec.ts`]: spec(ctx),
  };
  if (options.platform) {
    const m = `platform/modules/${n.id}`;
    Object.assign(files, {
      [`${m}/index.ts`]: platform.moduleIndex(ctx),
      [`${m}/migrations/001_${n.snake}.sql`]: platform.migration(ctx),
      [`${m}/store.ts`]: platform.store(ctx),
      [`${m}/count.ts`]: platform.count(ctx),
      [`${m}/routes.ts`]: platform.routes(ctx),
      [`${m}/seed.ts`]: platform.seed(ctx),
      [`${m}/test-platform.ts`]: platform.testPlatform(ctx),
      [`${m}/${n.id}.test.ts`]: platform.moduleTest(ctx),
      [`${m}/README.md`]: platform.readme(ctx),
    });
  }
  for (const [file, text] of Object.entries(files)) {
    const path = join(options.outDir, file);
    if (existsSync(path)) throw new Error(`${file} already exists: nothing was overwritten`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  const nextSteps = [`Turn it on for a site — add this line to "plugins" in sites/aurora.json (or another site file):\n    "${n.id}": {},`];
  if (options.platform) {
    nextSteps.push(
      `Serve the module — in platform/modules/index.ts add the import and list it in orderModules([...]):\n    import { ${n.camel}Module } from './${n.id}/index';\n    ${n.camel}Module,`,
    );
  }
  return { files: Object.keys(files), nextSteps };
}

/** The header's promotion band (500–899) and the lobby's promotion rows (501–999), from the top down, skipping taken numbers. */
function freeOrders(id: string, placed: readonly PlacedEntry[]): TemplateContext['orders'] {
  const pick = (place: string, from: number, to: number) => {
    for (let order = to - 9; order >= from; order -= 10) {
      if (orderProblems([...placed, { pluginId: id, key: 'new', place, order }]).length === orderProblems(placed).length) return order;
    }
    throw new Error(`no free order in ${place} between ${from} and ${to}: see config/contribution-order.ts`);
  };
  return { header: pick('header', 500, 899), lobbyRow: pick('lobby.rows', 501, 999) };
}

/** Every manifest's placed entries (reads plugins/<id>/manifest.ts, never a plugin's setup code). */
export async function placedInRepo(repoRoot: string, ids: readonly string[]): Promise<PlacedEntry[]> {
  const all = await Promise.all(
    ids.map(async (id) => {
      const module = (await import(join(repoRoot, 'plugins', id, 'manifest.ts'))) as { default: { contributes?: Parameters<typeof placedEntries>[1] } };
      return placedEntries(id, module.default.contributes);
    }),
  );
  return all.flat();
}
