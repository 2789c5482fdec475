import * as z from 'zod/mini';
import type { PluginRuntime } from '@core/index';
import type { ReferrerRule } from './rules/partner-cookies';
import type { UtmMetrics } from './rules/utm-params';

// The runtime check of the fe-config document `stag-by-referrer-name` (JSON Schema in schemas/feconfig).
const stagByReferrerSchema = z.object({
  referrers: z.array(z.object({ name: z.string(), match: z.string().check(z.minLength(1)), stag: z.string(), affb_id: z.string() })),
});

export async function referrerRules(runtime: PluginRuntime): Promise<ReferrerRule[]> {
  const parsed = stagByReferrerSchema.safeParse(await runtime.feConfig('stag-by-referrer-name'));
  return parsed.success ? parsed.data.referrers : [];
}

/** `/log_utm_set` when a visitor arrives with campaign parameters, `/log_utm_send` when they sign up. */
export function logUtm(runtime: PluginRuntime, kind: 'set' | 'send', utmMetrics: UtmMetrics) {
  return runtime.http
    .request({ method: 'post', path: `/log_utm_${kind}`, json: { utmMetrics }, schema: z.unknown(), code: kind === 'set' ? 'LOG_UTM_SET' : 'LOG_UTM_SEND' })
    .catch(() => undefined);
}
