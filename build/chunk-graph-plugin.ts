import type { RsbuildPlugin } from '@rsbuild/core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkGraph } from '../schemas/build/chunk-graph';

export const CHUNK_GRAPH_FILE = 'chunk-graph.json';

/**
 * Writes `chunk-graph.json` beside the client: every named chunk group (the plugin entries are named
 * `plugin-<id>-index-ts`) with the JS and CSS files it needs. The host reads it to ship a site's plugin
 * wiring as one script and its CSS inline, so the browser never walks a chain of chunk requests.
 */
export function pluginChunkGraph(): RsbuildPlugin {
  return {
    name: 'croupier:chunk-graph',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats || 'stats' in stats) return; // one environment in this project
        const json = stats.toJson({ all: false, chunkGroups: true, entrypoints: true, chunks: true });
        const groups: ChunkGraph['groups'] = {};
        const add = (name: string, files: string[]) => {
          groups[name] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
        };
        for (const [name, group] of Object.entries({ ...json.entrypoints, ...json.namedChunkGroups })) add(name, (group.assets ?? []).map((asset) => `/${asset.name}`));
        // A plugin's lazy code as one chunk each (`lazy-<id>`, rsbuild.config.ts): a server-drawn page needs its styles
        // in the HTML, since its screen is on the page before the chunk is.
        for (const chunk of json.chunks ?? []) {
          const name = chunk.names?.find((n) => n.startsWith('lazy-'));
          if (name) add(name, (chunk.files ?? []).map((file) => `/${file}`));
        }
        const graph: ChunkGraph = { groups };
        writeFileSync(join(api.context.distPath, CHUNK_GRAPH_FILE), JSON.stringify(graph, null, 1));
      });
    },
  };
}
