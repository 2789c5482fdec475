import { defineService, useRuntime } from '@core/index';
import type { NoticesStore } from './store';

export const NOTICES_CONTEXT = defineService<{ store: NoticesStore }>('notices.context');

export function useNotices() {
  const context = useRuntime().services.get(NOTICES_CONTEXT);
  if (!context) throw new Error('notices context missing');
  return context;
}
