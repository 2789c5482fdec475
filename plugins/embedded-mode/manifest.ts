import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

/**
 * Webview / iframe mode (spec part 1 §1; issue 13 item 5). The allowed parents are the site's
 * `embedding.parentOrigins` (site file), not a plugin option: the host needs them too (`frame-ancestors`).
 */
export const embeddedModeManifest = defineManifest({
  id: 'embedded-mode',
  options: z.object({}),
  // The landing address carries the webview flag (`?embedded=1`): the boot tap reads it before any navigation.
  startsWithPage: true,
  contributes: {},
});

export default embeddedModeManifest;
