import { z } from 'zod';
import { defineManifest } from '@core/index';

export const searchOptionsSchema = z.object({
  /** How many games a search shows. */
  resultsLimit: z.number().int().min(1).max(100).default(24),
  /** Shown while the query is too short (spec §4: fewer than 3 characters). */
  recommendedCollection: z.string().default('recommended'),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

export const searchManifest = defineManifest<SearchOptions>({ id: 'search', options: searchOptionsSchema });
