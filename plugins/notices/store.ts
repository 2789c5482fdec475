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

/** One per runtime (`noticesState`, DESIGN §4); the API arrives through `loadApi` so its code loads on first use. */
export function createNoticesStore(loadApi: () => Promise<NoticesApi>) {
  const state = proxy<NoticesState>({ latest: {}, dismissed: [] });
  const asked = new Map<string, Promise<void>>();
  const latest = (locale: string): Promise<void> => {
    let pending = asked.get(locale);
    if (!pending) {
      pending = loadApi()
        .then((api) => api.notices(locale))
        .then(
          (list) => void (state.latest[locale] = list[0] ? ref(list[0]) : null),
          () => void (state.latest[locale] = null),
        );
      asked.set(locale, pending);
    }
    return pending;
  };
  return {
    state,
    /** Settles when the locale's latest notice is known (or known to be missing); asks once per locale. */
    latest,
    ensureLatest(locale: string) {
      void latest(locale);
    },
    dismiss(id: number) {
      if (!state.dismissed.includes(id)) state.dismissed.push(id);
    },
  };
}
export type NoticesStore = ReturnType<typeof createNoticesStore>;
