import * as z from 'zod/mini';

/**
 * `POST /api/pwa_events` (spec part 1 §7 "event: app install events"; the body is "not shown"). The reference
 * platform already takes it in its diagnostics module (platform/modules/diagnostics/report-schemas.ts
 * `pwaEventSchema`), so the client speaks that vocabulary: `prompt_shown` (our install notice shown),
 * `accepted` / `dismissed` (the player's answer to it or to the browser's prompt), `installed` (the browser's
 * `appinstalled`), `launched` (started from the home screen). `platform` names where it runs (`android`,
 * `ios`, `desktop`) with the display mode (`android standalone`). Answer: 204, no body.
 */
export const PWA_EVENTS = ['prompt_shown', 'accepted', 'dismissed', 'installed', 'launched'] as const;
export type PwaEvent = (typeof PWA_EVENTS)[number];

export const pwaEventRequestSchema = z.object({
  event: z.enum(PWA_EVENTS),
  platform: z.optional(z.string().check(z.maxLength(200))),
});
export type PwaEventRequest = z.infer<typeof pwaEventRequestSchema>;
