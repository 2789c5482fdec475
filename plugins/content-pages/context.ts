import { defineService, useRuntime } from '@core/index';
import type { ContentPagesOptions } from './manifest';
import type { ContentStore } from './store';

/** What setup builds once per runtime for this plugin's components (never a module-level store). */
export interface ContentContext {
  store: ContentStore;
  options: ContentPagesOptions;
}

export const CONTENT_CONTEXT = defineService<ContentContext>('content-pages.context');

export function useContentContext(): ContentContext {
  const context = useRuntime().services.get(CONTENT_CONTEXT);
  if (!context) throw new Error('content-pages context missing');
  return context;
}
