import * as z from 'zod/mini';

/**
 * `dist/client/chunk-graph.json`, written by the build (`build/chunk-graph-plugin.ts`) and read by the host:
 * each named chunk group (entries, `plugin-<id>-index-ts`) with its files as URL paths, in load order.
 */
export const chunkGraphSchema = z.object({
  groups: z.record(z.string(), z.object({ js: z.array(z.string()), css: z.array(z.string()) })),
});
export type ChunkGraph = z.infer<typeof chunkGraphSchema>;
