import { z } from 'zod';
import { defineManifest } from '@core/index';

export const contentPagesOptionsSchema = z.object({
  /** Spec part 1 §2 "Static": the routes that always exist, content fetched by their slug. */
  staticSlugs: z
    .array(z.string().regex(/^[a-z0-9-]+$/))
    .default(['privacy-policy', 'cookie-policy', 'terms-and-conditions', 'general-rules', 'responsible-gaming', 'benefits-of-crypto', 'support']),
  /** Spec part 1 §6: links the EE licence hides (benefits of crypto, sportsbook terms). */
  hiddenUnderEE: z.array(z.string()).default(['benefits-of-crypto', 'sportsbook-terms']),
});
export type ContentPagesOptions = z.infer<typeof contentPagesOptionsSchema>;

export const manifest = defineManifest<ContentPagesOptions>({ id: 'content-pages', options: contentPagesOptionsSchema });
