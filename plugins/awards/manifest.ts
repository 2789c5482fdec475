import { z } from 'zod';
import { defineManifest } from '@core/index';

export const awardsOptionsSchema = z.object({
  /** How many awards the footer block shows before "Show all". */
  footerLimit: z.number().int().min(1).max(12).default(4),
});
export type AwardsOptions = z.infer<typeof awardsOptionsSchema>;

export const manifest = defineManifest<AwardsOptions>({ id: 'awards', options: awardsOptionsSchema });
