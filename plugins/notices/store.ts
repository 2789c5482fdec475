import { proxy, ref } from 'valtio';
import type * as z from 'zod/mini';
import type { noticeSchema } from '@schemas/wire/cms';
import type { NoticesApi } from './api';

export type Notice = z.infer<typeof noticeSchema>;

export interface NoticesState {
  /** Latest notice per locale; `null` when there is none or loading failed. */
  latest: Record<string, Notice | null>;
  /** Notices closed in this runtime (the strip stays closed until the next visit). */
  dismissed: number[];
}

/** One per runtime, made in setup (DESIGN §4); the API arrives through `loadApi` so its code loads on first use. */
export function createNoticesStore(loadApi: () => Promise<NoticesApi>) {
  const state = proxy<NoticesState>({ latest: {}, dismissed: [] });
  const asked = new Set<string>();
  return {
    state,
    ensureLatest(locale: string) {
      if (asked.has(locale)) return;
      asked.add(locale);
      loadApi().then((api) => api.notices(locale)).then(
        (list) => (state.latest[locale] = list[0] ? ref(list[0]) : null),
        () => (state.latest[locale] = null),
      );
    },
    dismiss(id: number) {
      if (!state.dismissed.includes(id)) state.dismissed.push(id);
    },
  };
}
export type NoticesStore = ReturnType<typeof createNoticesStore>;
