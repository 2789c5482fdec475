import { definePluginState, type PluginRuntime } from '@core/index';
import { noticeSchema } from '@schemas/wire/cms';
import { noticesManifest } from './manifest';

/** `GET /api/notices?l=`: header notices, newest first (schemas/wire/cms). */
export function createNoticesApi(runtime: PluginRuntime) {
  return {
    notices: (locale: string) =>
      runtime.http.requestList({ path: '/api/notices', searchParams: { l: locale }, item: noticeSchema, code: 'LOAD_NOTICES' }),
  };
}
export type NoticesApi = ReturnType<typeof createNoticesApi>;

/** Built on first use by the store's loads, so the wire schemas stay out of the plugin entry (DESIGN §3). */
export const noticesApiState = definePluginState(noticesManifest, ({ runtime }) => createNoticesApi(runtime), { lifetime: 'runtime' });
