import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headOf, type FirstPaintRequest, type PluginHead, type PluginManifest } from '../core/plugin/define';

/** What the host needs of a plugin's manifest: whether anything but the site file decides it is on. */
export interface PluginGate {
  id: string;
  /** Enabled by a feature flag, an fe-config document or a licence: only the browser can decide. */
  gated: boolean;
  requires: string[];
  firstPaintRequests: FirstPaintRequest[];
  /** What the browser needs to decide itself (sent in the page's boot data). */
  head: PluginHead;
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
      return [id, { id, gated, requires, firstPaintRequests, head: headOf(module.default) }] as const;
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
