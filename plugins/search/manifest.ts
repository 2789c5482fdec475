import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { SEARCH_MODAL } from '@schemas/contracts/modals';
import { HEADER_ACTIONS } from '@schemas/contracts/slots';

export const searchOptionsSchema = z.object({
  /** How many games a search shows. */
  resultsLimit: z._default(z.int().check(z.minimum(1), z.maximum(100)), 24),
  /** Shown while the query is too short (spec §4: fewer than 3 characters). */
  recommendedCollection: z._default(z.string(), 'recommended'),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

/** Game search: a header button opening a popup (desktop) or full-screen modal (phone). */
export const searchManifest = defineManifest({
  id: 'search',
  options: searchOptionsSchema,
  contributes: {
    slots: {
      'search-button': { slot: HEADER_ACTIONS, order: 100 },
    },
    modals: {
      search: { modal: SEARCH_MODAL },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default searchManifest;
