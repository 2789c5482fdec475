import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parsePattern } from 'regexparam';
import { safeParse } from 'zod/mini';
import type { BootData } from '../schemas/boot';
import { headOf, type FirstPaintRequest, type PluginHead, type PluginManifest } from '../core/plugin/define';
import { drawsOnEveryPage, placeholderNames, routeFacts, slotsFilled, type PageAudience, type RouteFacts } from '../core/plugin/first-paint';

/** What the host needs of a plugin's manifest: whether anything but the site file decides it is on. */
export interface PluginGate {
  id: string;
  /** Enabled by a feature flag, an fe-config document or a licence: only the browser can decide. */
  gated: boolean;
  requires: string[];
  firstPaintRequests: FirstPaintRequest[];
  /** What the browser needs to decide itself (sent in the page's boot data). */
  head: PluginHead;
  /** Whether it must run before the first render of every page, per audience (`core/plugin/first-paint.ts`). */
  everyPage: Record<PageAudience, boolean>;
  routes: RouteFacts[];
  /** Legacy addresses the plugin sends on (`contributes.redirects`): pages the client answers with a redirect. */
  redirectsFrom: string[];
  placeholders: string[];
  slotsFilled: Record<PageAudience, string[]>;
  /** A site's options for the plugin with the manifest's defaults filled in (`null` when they do not parse). */
  options?(raw: unknown): Record<string, unknown> | null;
}

/**
 * Reads each plugin's `manifest.ts` (the file that is readable without running the plugin). The host uses it
 * to bundle only plugins a site turns on unconditionally: a flag, fe-config or licence gate is decided in the
 * browser, so a gated plugin's code must stay out of what the host sends up front.
 */
export async function loadPluginGates(pluginsDir: string, manifestFile: string, ids: string[]): Promise<Map<string, PluginGate>> {
  const gates = await Promise.all(
    ids.map(async (id) => {
      const module = (await import(pathToFileURL(join(pluginsDir, id, manifestFile)).href)) as { default: PluginManifest<unknown> };
      const { enabledBy, requires = [], firstPaintRequests = [] } = module.default;
      const gated = Boolean(enabledBy && (enabledBy.flag || enabledBy.feConfig || enabledBy.licences?.length));
      const manifest = module.default;
      const gate: PluginGate = {
        id,
        gated,
        requires,
        firstPaintRequests,
        head: headOf(manifest),
        everyPage: { guest: drawsOnEveryPage(manifest, 'guest'), player: drawsOnEveryPage(manifest, 'player') },
        routes: routeFacts(manifest),
        redirectsFrom: Object.values(manifest.contributes?.redirects ?? {}).map((redirect) => redirect.from),
        placeholders: placeholderNames(manifest),
        slotsFilled: { guest: slotsFilled(manifest, 'guest'), player: slotsFilled(manifest, 'player') },
        options: (raw) => {
          if (!manifest.options) return (raw ?? {}) as Record<string, unknown>;
          const parsed = safeParse(manifest.options, raw ?? {});
          return parsed.success ? (parsed.data as Record<string, unknown>) : null;
        },
      };
      return [id, gate] as const;
    }),
  );
  return new Map(gates);
}

/** Plugins of a site the host may ship up front: listed, ungated, and every plugin they require likewise. */
export function unconditionalPlugins(sitePlugins: string[], gates: Map<string, PluginGate>): string[] {
  const listed = new Set(sitePlugins);
  const memo = new Map<string, boolean>();
  const isUnconditional = (id: string, seen: Set<string>): boolean => {
    if (memo.has(id)) return memo.get(id)!;
    const gate = gates.get(id);
    const ok = Boolean(gate && listed.has(id) && !gate.gated && !seen.has(id) && gate.requires.every((dep) => isUnconditional(dep, new Set([...seen, id]))));
    memo.set(id, ok);
    return ok;
  };
  return sitePlugins.filter((id) => isUnconditional(id, new Set()));
}

/** The heads of a site's plugins that exist in this build, in the site file's order (boot data). */
export function siteHeads(sitePlugins: string[], gates: Map<string, PluginGate>): PluginHead[] {
  return sitePlugins.flatMap((id) => {
    const gate = gates.get(id);
    return gate ? [gate.head] : [];
  });
}

export type DeferredPlugin = NonNullable<BootData['deferred']>[number];

/** Plugins of a site that draw on every page for an audience, with everything they require. */
export function everyPagePlugins(sitePlugins: string[], gates: Map<string, PluginGate>, audience: PageAudience): Set<string> {
  return withRequirements(
    sitePlugins.filter((id) => gates.get(id)?.everyPage[audience]),
    gates,
  );
}

/** The plugin routes whose pattern matches an address, in the order the client's router tries them (lowest first). */
export function matchingRoutes(sitePlugins: string[], gates: Map<string, PluginGate>, path: string): { id: string; route: RouteFacts }[] {
  const candidates = sitePlugins.flatMap((id) => (gates.get(id)?.routes ?? []).map((route) => ({ id, route })));
  candidates.sort((a, b) => a.route.order - b.route.order);
  return candidates.filter(({ route }) => parsePattern(route.path).pattern.test(path));
}

/** The plugin route that draws an address, as the client's router picks it. */
export const routeOwner = (sitePlugins: string[], gates: Map<string, PluginGate>, path: string) => matchingRoutes(sitePlugins, gates, path)[0];

/**
 * The plugins a landing address needs before its first render besides the every-page ones: the owner of the route
 * that matches it (lowest `order` first, as the client's router picks) and the plugins filling the slots that route
 * draws in its first screen.
 */
export function landingPlugins(sitePlugins: string[], gates: Map<string, PluginGate>, path: string, audience: PageAudience): Set<string> {
  const owner = routeOwner(sitePlugins, gates, path);
  if (!owner) return new Set();
  const fillers = sitePlugins.filter((id) => gates.get(id)?.slotsFilled[audience].some((slot) => owner.route.slots.includes(slot)));
  return withRequirements([owner.id, ...fillers], gates);
}

/**
 * What a page starts after its first paint: the site's plugins neither every page nor this landing address needs,
 * each with the route patterns and CMS placeholders it declares (a navigation to one of its routes, or a page showing
 * one of its placeholders, starts it at once rather than at idle time).
 */
export function deferredPlugins(sitePlugins: string[], gates: Map<string, PluginGate>, path: string, audience: PageAudience): DeferredPlugin[] {
  const now = new Set([...everyPagePlugins(sitePlugins, gates, audience), ...landingPlugins(sitePlugins, gates, path, audience)]);
  return sitePlugins.filter((id) => gates.has(id) && !now.has(id)).map((id) => ({ id, routes: gates.get(id)!.routes.map((route) => route.path), placeholders: gates.get(id)!.placeholders }));
}

function withRequirements(ids: string[], gates: Map<string, PluginGate>): Set<string> {
  const out = new Set<string>();
  const visit = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    for (const dependency of gates.get(id)?.requires ?? []) visit(dependency);
  };
  ids.forEach(visit);
  return out;
}
