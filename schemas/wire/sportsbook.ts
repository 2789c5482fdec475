import * as z from 'zod/mini';
import { wireFlag, wireStrings, wireText } from './tolerant';

/**
 * What the sports-betting link reads (spec part 1 §2, §7), tolerant: unknown fields are ignored, a missing list is
 * empty, a missing `enabled` reads as off.
 *
 * `GET /api/fe/config/betting-config` (shape in schemas/feconfig/site-widgets.schema.ts): the betting site's
 * address, the hosts that offer it and the countries it is closed to.
 */
export const bettingConfigWireSchema = z.object({
  enabled: wireFlag,
  url: wireText,
  hosts: wireStrings,
  disabledCountries: wireStrings,
});
export type BettingConfig = z.infer<typeof bettingConfigWireSchema>;

/**
 * `GET /api/info/project`, only its apps (the rest is reference data read elsewhere): which apps the platform
 * offers this visitor. An app the client does not know is kept and ignored.
 */
export const projectAppsWireSchema = z.object({
  apps: z.catch(z.array(z.object({ name: z.string(), enabled: wireFlag, url: wireText })), []),
});
export type ProjectApps = z.infer<typeof projectAppsWireSchema>;
