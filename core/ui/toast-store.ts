import { proxy } from 'valtio';
import { TOAST_LIFE_MS } from '@config/timing';

export interface Toast {
  id: number;
  kind: 'info' | 'success' | 'warning' | 'error';
  /** i18n key; `values` interpolate into it. Server messages that are already text use `text`. */
  messageKey?: string;
  text?: string;
  values?: Record<string, unknown>;
  /** `null`: stays until dismissed (the geo-restriction warning, spec part 1 §8). */
  lifeMs: number | null;
}

export function createToastStore() {
  const state = proxy({ items: [] as Toast[] });
  let next = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    state.items = state.items.filter((t) => t.id !== id);
  };
  const show = (toast: Omit<Toast, 'id' | 'lifeMs'> & { lifeMs?: number | null }) => {
    const id = next++;
    const lifeMs = toast.lifeMs === undefined ? TOAST_LIFE_MS : toast.lifeMs;
    state.items.push({ ...toast, id, lifeMs });
    if (lifeMs !== null) timers.set(id, setTimeout(() => dismiss(id), lifeMs));
    return id;
  };
  return { state, show, dismiss };
}
export type ToastStore = ReturnType<typeof createToastStore>;
