// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogEntry, type AnyManifest, type PluginCatalogEntry } from '../../core/plugin/define';
import { orderProblems, placedEntries, type PlacedEntry } from '../../core/plugin/order-check';
import { pluginIds } from '../../server/plugin-folders';
import type { SiteConfig } from '../../schemas/site/site.schema';
import { createTestRuntime } from '../harness/create-test-runtime';

const root = join(__dirname, '../..');
const ids = pluginIds(join(root, 'plugins'));
const manifestOf = async (id: string) => ((await import(`../../plugins/${id}/manifest.ts`)) as { default: AnyManifest }).default;
const entryOf = async (id: string): Promise<PluginCatalogEntry> => catalogEntry(await manifestOf(id), () => import(`../../plugins/${id}/index.ts`));

describe('contribution order (config/contribution-order.ts)', () => {
  it('finds a clash, an order outside its bands and a place without bands', () => {
    const entries: PlacedEntry[] = [
      { pluginId: 'a', key: 'x', place: 'header', order: 200 },
      { pluginId: 'b', key: 'y', place: 'header', order: 200 },
      { pluginId: 'c', key: 'z', place: 'header', order: 5 },
      { pluginId: 'd', key: 'w', place: 'nowhere', order: 1 },
      // One for players and one for guests may share.
      { pluginId: 'e', key: 'player', place: 'header.actions', order: 50, signedIn: true },
      { pluginId: 'f', key: 'guest', place: 'header.actions', order: 50, signedIn: false },
    ];
    const problems = orderProblems(entries);
    expect(problems).toEqual([
      expect.stringContaining('c:z in header: order 5 is outside its bands'),
      expect.stringContaining('d:w in nowhere: "nowhere" has no order bands'),
      'a:x and b:y share order 200 in header',
    ]);
  });

  it('every manifest places its menu items and slot blocks in their bands, with no clash across the catalog', async () => {
    const entries = (await Promise.all(ids.map(async (id) => placedEntries(id, (await manifestOf(id)).contributes)))).flat();
    expect(entries.length).toBeGreaterThan(20);
    expect(orderProblems(entries)).toEqual([]);
  });

  // Repeated entries take their orders from the site's options: checked on each site's own registry.
  it.each(['aurora', 'desert'])('site %s: its registry (repeated rows included) has no clash and no order outside its bands', async (siteId) => {
    const site = JSON.parse(readFileSync(join(root, 'sites', `${siteId}.json`), 'utf8')) as SiteConfig;
    const plugins = await Promise.all(Object.keys(site.plugins).map(entryOf));
    const { runtime } = await createTestRuntime({ plugins, pluginOptions: site.plugins as Record<string, Record<string, unknown>> });
    const placed: PlacedEntry[] = [
      ...runtime.registry.menuItems.map((m) => ({ pluginId: m.pluginId, key: m.id, place: m.menu, order: m.order, signedIn: m.signedIn })),
      ...runtime.registry.menuSources.map((m) => ({ pluginId: m.pluginId, key: m.id, place: m.menu, order: m.order })),
      ...runtime.registry.slots.map((s) => ({ pluginId: s.pluginId, key: s.id, place: s.slot, order: s.order, signedIn: s.signedIn })),
    ];
    expect(runtime.registry.plugins.filter((p) => p.state !== 'active')).toEqual([]);
    expect(placed.some((p) => p.place === 'lobby.rows')).toBe(true);
    expect(orderProblems(placed)).toEqual([]);
  });
});
