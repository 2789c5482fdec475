import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import { pwaEventRequestSchema, type PwaEvent } from '@schemas/wire/pwa-events';
import { installableAppManifest } from './manifest';

/** `POST /api/pwa_events` (schemas/wire/pwa-events.ts): fire and forget; a failure is logged, never shown. */
export function createPwaApi(runtime: PluginRuntime) {
  return {
    report(event: PwaEvent, platform: string): void {
      const body = z.parse(pwaEventRequestSchema, { event, platform });
      runtime.http.request({ method: 'post', path: '/api/pwa_events', json: body, schema: z.unknown(), code: 'PWA_EVENT' }).catch(() => undefined);
    },
  };
}

export const pwaApiState = definePluginState(installableAppManifest, ({ runtime }) => createPwaApi(runtime), { lifetime: 'runtime' });
