import { useLoaded, usePluginOptions, usePluginState, useRuntime } from '@core/index';
import type { FooterConfig } from '@schemas/feconfig/site-widgets.schema';
import type { GameProvider } from '@schemas/wire/games';
import { chromeApiState } from './api';
import { textOfHtml } from './html-text';
import { siteChromeManifest } from './manifest';

/**
 * What the footer's blocks read while rendering (`useLoaded`, issue 14): a server-drawn page carries it in its HTML and
 * boot data, and the browser hydrates the same blocks from it without asking again. Each key names the plugin, the
 * data and every input of its call. A failed read is the block's empty state (as before), never an error (`failed`):
 * a footer block must not make the server give up drawing the page; a later mount asks again.
 */

/** `footer-config` (contacts, socials, payments, partner logo): one read for every block that shows a part of it. */
export function useFooterConfig(): FooterConfig | null {
  const api = usePluginState(chromeApiState);
  return useLoaded<FooterConfig | null>('site-chrome:footer-config', () => api.footerConfig(), { failed: null });
}

/** The studios the carousel shows: only the first `providersLimit`, so the page carries no more than it draws. */
export function useFooterProviders(): GameProvider[] {
  const api = usePluginState(chromeApiState);
  const { providersLimit } = usePluginOptions(siteChromeManifest);
  return useLoaded<GameProvider[]>(`site-chrome:providers:${providersLimit}`, () => api.providers().then((list) => list.slice(0, providersLimit)), { failed: [] });
}

/** The licence note: the text of the locale's CMS snippet `footer-licence` (`''` without one). */
export function useLicenceNote(): string {
  const runtime = useRuntime();
  const api = usePluginState(chromeApiState);
  const locale = runtime.locale.current;
  return useLoaded<string>(
    `site-chrome:licence-note:${locale}`,
    () => api.snippets(locale).then((list) => textOfHtml(list.find((s) => s.categories.includes('footer-licence'))?.content ?? '')),
    { failed: '' },
  );
}
