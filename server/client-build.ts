import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chunkGraphSchema, type ChunkGraph } from '../schemas/build/chunk-graph';
import type { SiteConfig } from '../schemas/site/site.schema';
import type { FirstPaintRequest } from '../core/plugin/define';
import { unconditionalPlugins, type PluginGate } from './plugin-gates';
import { buildSiteBootBundle, type BootAudience, type SiteBootBundle } from './site-boot-bundle';

/** One build of the client as the host serves it: the HTML template and each site's boot bundle. */
export interface ClientBuild {
  html: string;
  graph: ChunkGraph;
  /** The site's boot bundle for a guest, or for a visitor the `signed_in` hint names as a player. */
  bundleFor(site: SiteConfig, audience?: BootAudience): SiteBootBundle;
  /** First-paint requests declared by the plugins the site's bundle carries. */
  firstPaintRequestsFor(site: SiteConfig): FirstPaintRequest[];
  /** A boot bundle by its URL path, for the route that serves it. */
  bundleAt(path: string): SiteBootBundle | undefined;
}

/**
 * Reads `dist/client` and reads it again when a new build replaces it (asset names change with every build).
 * Bundles are made on first use per site and kept for the life of that build.
 */
export function clientBuildReader(clientDir: string, sites: SiteConfig[], gates: Map<string, PluginGate>): () => ClientBuild | null {
  const htmlFile = join(clientDir, 'index.html');
  let cached: { mtimeMs: number; build: ClientBuild } | null = null;
  return () => {
    if (!existsSync(htmlFile)) return null;
    const { mtimeMs } = statSync(htmlFile);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, build: readBuild(clientDir, htmlFile, sites, gates) };
    return cached.build;
  };
}

function readBuild(clientDir: string, htmlFile: string, sites: SiteConfig[], gates: Map<string, PluginGate>): ClientBuild {
  const graphFile = join(clientDir, 'chunk-graph.json');
  // A build without a graph (older build) still works: plugins then load chunk by chunk.
  const graph = existsSync(graphFile) ? chunkGraphSchema.parse(JSON.parse(readFileSync(graphFile, 'utf8'))) : { groups: {} };
  const bySite = new Map<string, SiteBootBundle>();
  const byPath = new Map<string, SiteBootBundle>();
  const bundleFor = (site: SiteConfig, audience: BootAudience = 'guest') => {
    const key = `${site.id}/${audience}`;
    let bundle = bySite.get(key);
    if (!bundle) {
      bundle = buildSiteBootBundle(clientDir, graph, site.id, unconditionalPlugins(Object.keys(site.plugins), gates), audience);
      bySite.set(key, bundle);
      byPath.set(bundle.scriptPath, bundle);
    }
    return bundle;
  };
  for (const site of sites) for (const audience of ['guest', 'player'] as const) bundleFor(site, audience);
  const firstPaintRequestsFor = (site: SiteConfig) =>
    unconditionalPlugins(Object.keys(site.plugins), gates).flatMap((id) => gates.get(id)?.firstPaintRequests ?? []);
  return { html: readFileSync(htmlFile, 'utf8'), graph, bundleFor, bundleAt: (path) => byPath.get(path), firstPaintRequestsFor };
}
