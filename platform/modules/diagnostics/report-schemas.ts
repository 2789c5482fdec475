import { z } from 'zod';

/**
 * Payloads of the client's diagnostics calls (spec part 1 §7). The spec names their fields but not their
 * types; these bounds keep a misbehaving client from filling the table. Unknown keys are dropped.
 */
const label = z.string().max(200);
const freeText = z.string().max(4000);
const smallRecord = z.record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]));

// An event says something: a code (LOAD_GAMES_ERROR, §8) or a message, not just a level.
export const logEventSchema = z
  .object({
    level: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    code: label.min(1).optional(),
    message: freeText.min(1).optional(),
    context: smallRecord.optional(),
  })
  .refine((event) => event.code !== undefined || event.message !== undefined, { message: 'code or message is required', path: ['code'] });
/** PUT /log: one event or a batch `{events:[…]}`. */
export const logReportSchema = z.union([z.object({ events: z.array(logEventSchema).min(1).max(100) }), logEventSchema]);

/** PUT /performance: page timing marks in milliseconds. */
export const performanceReportSchema = z.object({
  page: label.optional(),
  metrics: z.record(z.string().max(100), z.number().min(0).max(3_600_000)),
});

/** PUT /network-performance: the Network Information API values. */
export const networkPerformanceReportSchema = z.object({
  rtt: z.number().min(0).max(600_000).nullable(),
  downlink: z.number().min(0).max(100_000).nullable(),
  effectiveType: z.enum(['slow-2g', '2g', '3g', '4g']).nullable(),
});

/** PUT /metrics-errors-validation (§5: side, component, list of field key and first message). */
export const validationReportSchema = z.object({
  side: z.enum(['client', 'server']),
  component: label,
  errors: z.array(z.object({ field: label, message: freeText })).min(1).max(50),
});

/** POST /log_utm_set and /log_utm_send: the tracked UTM parameters of §9. */
export const utmReportSchema = z.object({
  utmMetrics: z.object({
    source: label.optional(),
    medium: label.optional(),
    campaign: label.optional(),
    content: label.optional(),
    term: label.optional(),
    sub_id: label.optional(),
  }),
});

/** POST /api/pwa_events: app install prompts and their outcome. */
export const pwaEventSchema = z.object({
  event: z.enum(['beforeinstallprompt', 'prompt_shown', 'accepted', 'dismissed', 'installed', 'launched']),
  platform: label.optional(),
});
