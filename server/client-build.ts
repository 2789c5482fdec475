import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chunkGraphSchema, type ChunkGraph } from '../schemas/build/chunk-graph';
import type { SiteConfig } from '../schemas/site/site.schema';
import type { FirstPaintRequest } from '../core/plugin/define';
import { deferredPlugins, everyPagePlugins, landingPlugins, matchingRoutes, unconditionalPlugins, type DeferredPlugin, type PluginGate } from './plugin-gates';
import { buildSiteBootBundle, type BootAudience, type SiteBootBundle } from './site-boot-bundle';

/** One build of the client as the host serves it: the HTML template and each site's boot bundle. */
export interface ClientBuild {
  html: string;
  graph: ChunkGraph;
  /** First-paint requests declared by the plugins the site's bundle carries. */
  firstPaintRequestsFor(site: SiteConfig): FirstPaintRequest[];
  /** A boot bundle by its URL path, for the route that serves it. */
  bundleAt(path: string): SiteBootBundle | undefined;
  /**
   * For one page: its boot bundle (every page's plugins and the landing address's own), the plugins that start after
   * its first paint (boot data `deferred`) and the script carrying the ungated ones (`deferredScript`).
   */
  pagePlan(site: SiteConfig, audience: BootAudience, path: string): { boot: SiteBootBundle; deferred: DeferredPlugin[]; deferredScript: string | null };
  /**
   * A server-drawn page's styles beyond its boot bundle's: the lazy code of the plugins drawing it (its route's owner,
   * its first screen's slot fillers) arrives after the HTML, but what it draws is in the HTML already (issue 14).
   */
  drawnStyles(site: SiteConfig, path: string): { href: string; text: string }[];
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
  const made = new Map<string, SiteBootBundle>();
  const byPath = new Map<string, SiteBootBundle>();
  const bundleOf = (site: SiteConfig, audience: BootAudience, part: 'boot' | 'later', ids: string[], skip: ReadonlySet<string> = new Set()) => {
    const key = `${site.id}/${audience}/${part}/${ids.join(',')}`;
    let bundle = made.get(key);
    if (!bundle) {
      bundle = buildSiteBootBundle(clientDir, graph, site.id, ids, audience, part, skip);
      made.set(key, bundle);
      byPath.set(bundle.scriptPath, bundle);
    }
    return bundle;
  };
  // The boot script carries what every page draws for the audience, plus the landing page's own plugins (its route's
  // owner and its first screen's slot fillers): one variant per kind of landing page, each cached for a year. The
  // other ungated plugins travel in the after-first-paint script the client fetches once the page is drawn.
  const pagePlan = (site: SiteConfig, audience: BootAudience, path: string) => {
    const ids = Object.keys(site.plugins);
    const now = new Set([...everyPagePlugins(ids, gates, audience), ...landingPlugins(ids, gates, path, audience)]);
    const ungated = unconditionalPlugins(ids, gates);
    const boot = bundleOf(site, audience, 'boot', ungated.filter((id) => now.has(id)));
    const later = bundleOf(site, audience, 'later', ungated.filter((id) => !now.has(id)), new Set(boot.files));
    return { boot, deferred: deferredPlugins(ids, gates, path, audience), deferredScript: later.files.length ? later.scriptPath : null };
  };
  // Made up front for the common landing page, so the first visitor does not wait for compression.
  for (const site of sites) for (const audience of ['guest', 'player'] as const) pagePlan(site, audience, '/');
  const firstPaintRequestsFor = (site: SiteConfig) =>
    unconditionalPlugins(Object.keys(site.plugins), gates).flatMap((id) => gates.get(id)?.firstPaintRequests ?? []);
  const styleTexts = new Map<string, string>();
  const styleOf = (href: string) => {
    let text = styleTexts.get(href);
    if (text === undefined) {
      text = readFileSync(join(clientDir, href), 'utf8');
      styleTexts.set(href, text);
    }
    return { href, text };
  };
  const drawnStyles = (site: SiteConfig, path: string) => {
    // Every plugin with a route matching the address (a static page's `/:slug` is tried after others that match it),
    // and the landing plugins: a little more CSS than the page draws, never less.
    const sitePlugins = Object.keys(site.plugins);
    const ids = [...landingPlugins(sitePlugins, gates, path, 'guest'), ...matchingRoutes(sitePlugins, gates, path).map((match) => match.id)];
    // The CMS renderer's own chunk too (`lazy-cms`): CMS content is drawn on many pages.
    return [...new Set([...ids.map((id) => `lazy-${id}`), 'lazy-cms'].flatMap((name) => graph.groups[name]?.css ?? []))].map(styleOf);
  };
  return { html: readFileSync(htmlFile, 'utf8'), graph, bundleAt: (path) => byPath.get(path), firstPaintRequestsFor, pagePlan, drawnStyles };
}
