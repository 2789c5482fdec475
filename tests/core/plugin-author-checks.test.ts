import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ORDER_BANDS } from '@config/contribution-order';
import { LOCALES } from '@config/locales';
import { defineManifest, type AnyManifest } from '@core/plugin/define';
import type { ContributesBlock } from '@core/plugin/declarations';
import * as modalContracts from '@schemas/contracts/modals';
import * as slotContracts from '@schemas/contracts/slots';
import { pluginOptionProblems } from '../../server/check-sites';
import { pluginIds } from '../../server/plugin-folders';
import { testSite } from '../harness/fixtures';

/**
 * Mistakes a plugin author makes that would otherwise fail silently at run time (issue 19 item 5): a plugin folder
 * without a message file per locale, a menu label key that no message file has, a slot or modal contract made up
 * outside schemas/contracts (a misspelt name there is a blank slot, not an error), an order band for a place that does
 * not exist, an icon the icon set lacks (it draws a star), an `onlyIf`/`repeat` naming an option the plugin does not
 * have, and a site's plugin options that do not parse (check:sites names them).
 */
type Tree = { [key: string]: string | Tree };
const root = join(__dirname, '../..');
const ids = pluginIds(join(root, 'plugins'));
const manifests = new Map<string, AnyManifest>();
const manifestsReady = Promise.all(ids.map(async (id) => manifests.set(id, ((await import(`../../plugins/${id}/manifest.ts`)) as { default: AnyManifest }).default)));
const contributesOf = async (id: string) => {
  await manifestsReady;
  return (manifests.get(id)!.contributes ?? {}) as ContributesBlock;
};
const messages = (dir: string) => JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')) as Tree;
const has = (tree: Tree, path: string) => path.split('.').reduce<Tree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree) !== undefined;
const slotNames = new Set(Object.values(slotContracts).flatMap((c) => ((c as { kind?: string }).kind === 'slot' ? [(c as { name: string }).name] : [])));
const modalNames = new Set(Object.values(modalContracts).flatMap((c) => ((c as { kind?: string }).kind === 'modal' ? [(c as { name: string }).name] : [])));
const iconSource = readFileSync(join(root, 'core/ui/Icon.tsx'), 'utf8');
const icons = new Set([...(/const PATHS[^{]*\{([\s\S]*?)\n\};/.exec(iconSource)?.[1] ?? '').matchAll(/^\s+'?([\w-]+)'?:/gm)].map((m) => m[1]!));
const MENUS = ['header', 'sidebar', 'sidebar-bottom', 'bottom-bar', 'footer-info', 'footer-help'];

describe.each(ids)('plugin %s', (id) => {
  it('has a messages folder with one file per locale if it draws anything (config/locales.ts)', async () => {
    const dir = join(root, 'plugins', id, 'messages');
    const c = await contributesOf(id);
    // A plugin with only lifecycle taps or realtime handlers (a beacon) may have no texts at all.
    const draws = (['routes', 'menuItems', 'menuSources', 'slots', 'modals', 'placeholders'] as const).some((kind) => Object.keys(c[kind] ?? {}).length > 0);
    if (!draws && !existsSync(dir)) return;
    expect(existsSync(dir), `plugins/${id}/messages/ is missing`).toBe(true);
    const missing = LOCALES.filter((locale) => !existsSync(join(dir, `${locale}.json`)));
    expect(missing, `plugins/${id}/messages/ lacks ${missing.join(', ')}`).toEqual([]);
  });

  it('names only label keys its messages (or the core messages) have', async () => {
    const folder = join(root, 'plugins', id, 'messages');
    const own = existsSync(join(folder, 'en.json')) ? messages(folder) : {};
    const core = messages(join(root, 'core/messages'));
    const keys = Object.values((await contributesOf(id)).menuItems ?? {}).flatMap((item) => [item.labelKey, item.badgeKey].filter((k): k is string => Boolean(k)));
    const unknown = keys.filter((key) => {
      const [ns, path] = key.includes(':') ? key.split(':', 2) : [id, key];
      return !(ns === id ? has(own, path!) : ns === 'core' ? has(core, path!) : true);
    });
    expect(unknown, `label keys with no text in plugins/${id}/messages/en.json`).toEqual([]);
  });

  it('contributes only to slot and modal contracts of schemas/contracts, with icons of the icon set', async () => {
    const c = await contributesOf(id);
    expect(Object.values(c.slots ?? {}).map((s) => s.slot.name).filter((name) => !slotNames.has(name)), 'slots not in schemas/contracts/slots.ts').toEqual([]);
    expect(Object.values(c.modals ?? {}).map((m) => m.modal.name).filter((name) => !modalNames.has(name)), 'modals not in schemas/contracts/modals.ts').toEqual([]);
    expect(Object.values(c.menuItems ?? {}).flatMap((m) => (m.icon && !icons.has(m.icon) ? [m.icon] : [])), `icons not in core/ui/Icon.tsx (${[...icons].join(', ')})`).toEqual([]);
  });

  it('switches entries only with options it has (onlyIf, repeat)', async () => {
    await manifestsReady;
    const shape = (manifests.get(id)!.options as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape ?? {};
    const c = await contributesOf(id);
    const named = [...Object.values(c.routes ?? {}), ...Object.values(c.menuItems ?? {}), ...Object.values(c.slots ?? {})].flatMap((entry) => {
      const e = entry as { onlyIf?: string; repeat?: string };
      return [e.onlyIf, e.repeat].filter((name): name is string => Boolean(name));
    });
    expect(named.filter((name) => !(name in shape)), `onlyIf/repeat names that are not options of ${id}`).toEqual([]);
  });
});

describe('contracts and bands', () => {
  it('slot and modal contract names are unique', () => {
    const slots = Object.values(slotContracts).filter((c) => (c as { kind?: string }).kind === 'slot');
    const modals = Object.values(modalContracts).filter((c) => (c as { kind?: string }).kind === 'modal');
    expect(slotNames.size).toBe(slots.length);
    expect(modalNames.size).toBe(modals.length);
  });

  it('every order band belongs to a slot contract or a menu (a misspelt place would never be checked)', () => {
    expect(Object.keys(ORDER_BANDS).filter((place) => !slotNames.has(place) && !MENUS.includes(place))).toEqual([]);
  });
});

describe('check:sites and plugin options', () => {
  const probe = defineManifest({ id: 'probe', options: z.object({ slug: z.string(), rows: z._default(z.int().check(z.minimum(1)), 3) }) });
  const manifestsWithProbe = new Map<string, AnyManifest>([['probe', probe]]);

  it('names a missing required option and a value its schema refuses, with file, path and rule', () => {
    const sites = [testSite({ id: 'brand', plugins: { probe: { rows: 0 } } })];
    expect(pluginOptionProblems('sites', sites, manifestsWithProbe)).toEqual([
      { file: join('sites', 'brand.json'), path: '/plugins/probe/slug', rule: 'plugin-options:required', message: 'option "slug" of plugin probe is required' },
      { file: join('sites', 'brand.json'), path: '/plugins/probe/rows', rule: 'plugin-options:too_small', message: 'must be >= 1' },
    ]);
    expect(pluginOptionProblems('sites', [testSite({ id: 'brand', plugins: { probe: { slug: 'spring' } } })], manifestsWithProbe)).toEqual([]);
  });

  it('the committed site files give every plugin options its schema accepts', async () => {
    await manifestsReady;
    const sites = readdirSync(join(root, 'sites'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(root, 'sites', file), 'utf8')) as ReturnType<typeof testSite>);
    expect(pluginOptionProblems(join(root, 'sites'), sites, manifests)).toEqual([]);
  });
});
