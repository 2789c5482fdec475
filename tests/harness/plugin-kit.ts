import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../config/locales';
import { catalogEntry, type AnyManifest, type PluginCatalogEntry, type PluginModule } from '../../core/plugin/define';
import type { Runtime } from '../../core/runtime/types';
import { describeDisabled } from '../../core/flags/plugin-switches';
import type { DisabledReason } from '../../core/plugin/resolve';

/**
 * What a plugin's test needs besides `createTestRuntime`: its catalog line, its contributions as plain data, and
 * its own messages. Import them from `tests/harness/index.ts` (README "Writing a plugin").
 */

/**
 * The plugin as the catalog lists it: `pluginEntry(manifest, () => import('../index'))`. Typed without casts: the
 * manifest and the lazy entry must agree (a plugin whose `index.ts` wires another manifest is a type error).
 */
export function pluginEntry<M extends AnyManifest>(manifest: M, load: () => Promise<{ default: PluginModule<M> }>): PluginCatalogEntry {
  return catalogEntry(manifest, load);
}

/** One plugin's share of the registry, without loaders or predicates: what a test compares with `toEqual`. */
export interface PluginContributions {
  routes: { key: string; path: string; order: number; kind?: 'page' | 'modal'; guard?: string; layout?: string; role?: string; slots?: string[] }[];
  menuItems: { key: string; menu: string; order: number; labelKey?: string; to?: string; href?: string; icon?: string; signedIn?: boolean }[];
  menuSources: { key: string; menu: string; order: number }[];
  slots: { key: string; slot: string; order: number; signedIn?: boolean }[];
  /** Modal contract names (`schemas/contracts/modals.ts`). */
  modals: string[];
  /** CMS placeholder names (`#Name[…]#`). */
  placeholders: string[];
  realtime: { channel: string; event: string; scope: 'public' | 'private'; onDemand?: boolean }[];
  hashTriggers: { hash: string; route?: string; prefix?: boolean }[];
  redirects: { from: string; to: string }[];
}

/**
 * The contributions `pluginId` put in the runtime's registry. Throws — with the reason the runtime recorded — when the
 * plugin is not running, so a plugin that a gate kept off fails with "flag showAllWidgets is off" rather than an empty
 * list, and one whose setup threw names the error.
 */
export function contributionsOf(runtime: Runtime, pluginId: string): PluginContributions {
  const status = runtime.registry.plugins.find((plugin) => plugin.id === pluginId);
  if (status?.state !== 'active') {
    // The runtime's own record (`runtime.states.disabled`): the same reason `/ffc` shows.
    const record = runtime.states.disabled.find((plugin) => plugin.id === pluginId);
    if (record) throw new Error(`${pluginId} is off in this runtime (${record.reason}): ${describeDisabled(record, runtime.licence)}${HINTS[record.reason] ?? ''}`);
    throw new Error(`${pluginId} is not in this runtime: pass its pluginEntry in createTestRuntime({ plugins })`);
  }
  const mine = <T extends { pluginId: string }>(list: readonly T[]) => list.filter((entry) => entry.pluginId === pluginId);
  const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
  const { registry } = runtime;
  return {
    routes: mine(registry.routes).map((r) => defined({ key: r.id ?? r.path, path: r.path, order: r.order, kind: r.kind, guard: r.guard, layout: r.layout, role: r.role, slots: r.slots })),
    menuItems: mine(registry.menuItems).map((m) => defined({ key: m.id, menu: m.menu, order: m.order, labelKey: m.labelKey, to: m.to, href: m.href, icon: m.icon, signedIn: m.signedIn })),
    menuSources: mine(registry.menuSources).map((s) => ({ key: s.id, menu: s.menu, order: s.order })),
    slots: mine(registry.slots).map((s) => defined({ key: s.id, slot: s.slot, order: s.order, signedIn: s.signedIn })),
    modals: mine(registry.modals).map((m) => m.id),
    placeholders: mine(registry.placeholders).map((p) => p.name),
    realtime: mine(registry.realtime).map((h) => defined({ channel: h.channel, event: h.event, scope: h.scope, onDemand: h.onDemand })),
    hashTriggers: mine(registry.hashTriggers).map((h) => defined({ hash: h.hash, route: h.route, prefix: h.prefix })),
    redirects: mine(registry.redirects).map((r) => ({ from: r.from, to: r.to })),
  };
}

/** What a test does about each reason, after the runtime's words. */
const HINTS: Partial<Record<DisabledReason, string>> = {
  'flag-off': ' — set it in createTestRuntime({ site: { flags } })',
  licence: ' — choose createTestRuntime({ country }) or site.licence so that the licence in force is one it allows',
  'fe-config-off': " — answer 'GET /api/fe/config/<key>' in createTestRuntime({ api })",
  'missing-requirement': ' — add the required plugin to createTestRuntime({ plugins })',
  'not-listed': ' — createTestRuntime({ site: { plugins } }) replaced the list; keep the plugin in it',
  'bad-options': ' — check createTestRuntime({ pluginOptions }) against the manifest',
};

/**
 * A plugin's messages (and the core's) for `createTestRuntime({ messages })`, read from its `messages/` folder:
 * without them the harness renders keys (`daily-drop:title`), with them a test finds the real text.
 * `folder`: the plugin's `messages/` folder, e.g. `join(__dirname, '../messages')` from its `tests/`.
 */
export function messagesFor(pluginId: string, folder: string, locale: Locale = 'en'): Record<string, Record<string, unknown>> {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return {
    core: read(join(__dirname, '../../core/messages', `${locale}.json`)),
    [pluginId]: read(join(folder, `${locale}.json`)),
  };
}
