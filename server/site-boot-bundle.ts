import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotliMax } from '../build/precompress';
import type { ChunkGraph } from '../schemas/build/chunk-graph';

/** A site's plugin wiring as one script, compressed once, plus the CSS those chunks carry. */
export interface SiteBootBundle {
  /** `/static/site/<site>.<hash>.js`: content-addressed, so it is cached for a year like the build's files. */
  scriptPath: string;
  script: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** CSS files of the bundled chunks, inlined as `<style data-href>` so the chunk loader finds them loaded. */
  styles: { href: string; text: string }[];
  /** Chunk files inside the bundle (for tests and the bench). */
  files: string[];
}

export const pluginChunkGroup = (id: string) => `plugin-${id}-index-ts`;

/**
 * A plugin's first-paint code for signed-in visitors only (`import(/* webpackChunkName: "player-<id>" *\/ …)`: the
 * signed-in header, the bottom bar's deposit). Bundled for a visitor the `signed_in` hint names as a player, so
 * their header draws in the first render; a guest's boot script never carries it.
 */
export const playerChunkGroup = (id: string) => `player-${id}`;

/** Whom a boot bundle is for: a guest's leaves out the plugins' signed-in-only first-paint chunks. */
export type BootAudience = 'guest' | 'player';

/**
 * Concatenates the chunk files of the given plugins' entry groups. Each file is a self-registering chunk
 * (`self.webpackChunk….push(…)`), so one script holding several is exactly as if each had loaded: when boot
 * later calls `import()` for a plugin, the runtime finds its chunks installed and requests nothing. This is
 * what removes the boot waterfall (entry → each plugin → …) without shipping a disabled plugin's code.
 */
export function buildSiteBootBundle(
  clientDir: string,
  graph: ChunkGraph,
  siteId: string,
  pluginIds: string[],
  audience: BootAudience = 'guest',
  /** `later`: the plugins a page starts after its first paint, fetched by the client then (`core/plugin/deferred-start.ts`). */
  part: 'boot' | 'later' = 'boot',
  /** Files the page already has (the boot bundle's, for the `later` one). */
  skip: ReadonlySet<string> = new Set(),
): SiteBootBundle {
  const entryFiles = new Set([...(graph.groups.index?.js ?? []), ...(graph.groups.index?.css ?? []), ...skip]);
  const js: string[] = [];
  const css: string[] = [];
  const groupNames = pluginIds.flatMap((id) => (audience === 'player' ? [pluginChunkGroup(id), playerChunkGroup(id)] : [pluginChunkGroup(id)]));
  for (const name of groupNames) {
    const group = graph.groups[name];
    if (!group) continue;
    for (const file of group.js) if (!entryFiles.has(file) && !js.includes(file)) js.push(file);
    for (const file of group.css) if (!entryFiles.has(file) && !css.includes(file)) css.push(file);
  }
  const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  // The first line names the plugins inside: readable in devtools, and checked by the plugin-loading test.
  const header = `/* croupier ${part === 'later' ? 'after-first-paint' : 'boot'} bundle of site ${siteId} (${audience}): ${pluginIds.filter((id) => graph.groups[pluginChunkGroup(id)]).join(', ')} */\n`;
  const identity = Buffer.from(header + js.map((file) => `${read(file).replace(/\n\/\/# sourceMappingURL=.*$/m, '')}\n`).join(''));
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 10);
  return {
    scriptPath: `/static/site/${siteId}${audience === 'player' ? '-player' : ''}${part === 'later' ? '-later' : ''}.${hash}.js`,
    script: {
      identity,
      br: brotliMax(identity),
      gzip: gzipSync(identity, { level: 9 }),
    },
    styles: css.map((href) => ({ href, text: read(href) })),
    files: [...js, ...css],
  };
}
