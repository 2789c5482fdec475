import { defineService, useRuntime } from '@core/index';
import type { SiteChromeOptions } from './manifest';
import type { ChromeStore } from './store';

export interface ChromeContext {
  store: ChromeStore;
  options: SiteChromeOptions;
}

export const CHROME_CONTEXT = defineService<ChromeContext>('site-chrome.context');

export function useChrome(): ChromeContext {
  const context = useRuntime().services.get(CHROME_CONTEXT);
  if (!context) throw new Error('site-chrome context missing');
  return context;
}
