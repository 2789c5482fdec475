import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

export const searchOptionsSchema = z.object({
  /** How many games a search shows. */
  resultsLimit: z._default(z.int().check(z.minimum(1), z.maximum(100)), 24),
  /** Shown while the query is too short (spec §4: fewer than 3 characters). */
  recommendedCollection: z._default(z.string(), 'recommended'),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

export const searchManifest = defineManifest<SearchOptions>({ id: 'search', options: searchOptionsSchema });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default searchManifest;
