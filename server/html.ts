import type { SiteConfig } from '../schemas/site/site.schema';
import { BOOT_ELEMENT_ID, type BootData } from '../schemas/boot';
import type { SiteBootBundle } from './site-boot-bundle';
import { pwaHeadTags } from './pwa/head-tags';
import { EARLY_GUARD_SCRIPT } from './early-guard';

/** JSON inside a <script> element: `<` escaped so no content can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function themeStyle(site: SiteConfig): string {
  const declarations = Object.entries(site.theme.tokens)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
  // `html:root` outranks the stylesheet's `:root` defaults wherever the link tag lands.
  return declarations ? `<style>html:root{${declarations}}</style>` : '';
}

/** What the page needs before its first paint, known to the host for this request. */
export interface PageAssets {
  /** The site's plugin wiring as one script and its CSS (absent for a build without a chunk graph). */
  bundle?: SiteBootBundle;
  /**
   * Same-origin GETs that boot makes first (messages, country, the player when the sign-in hint says so):
   * fetched with the HTML's other resources instead of after the scripts ran.
   */
  preloadFetches: string[];
  /** The page's `<title>` and its head tags (`core/seo/head-tags.ts`, already HTML); default: the site's name. */
  head?: { title: string; tags: string };
  /** The root's HTML drawn on the server (issue 14); the browser hydrates it (boot data `rendered`). */
  body?: string;
}

/** The client's index.html for one request: language, title, theme tokens, boot data and first-paint assets. */
export function renderIndex(template: string, boot: BootData, locale: string, assets: PageAssets = { preloadFetches: [] }): string {
  const head = [
    // First in the head of a drawn page: its forms are on screen before the app is (server/early-guard.ts).
    assets.body === undefined ? '' : `<script>${EARLY_GUARD_SCRIPT}</script>`,
    themeStyle(boot.site),
    assets.head?.tags ?? '',
    `<link rel="icon" href="data:,">`,
    pwaHeadTags(boot.site),
    ...assets.preloadFetches.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`),
    // `data-href` is how the chunk loader recognises a chunk's CSS as already present.
    ...(assets.bundle?.styles ?? []).map((style) => `<style data-href="${escapeHtml(style.href)}">${style.text.replace(/<\/style/gi, '<\\/style')}</style>`),
  ].join('');
  // Before the entry scripts: its chunks queue up and the runtime installs them when it starts.
  const bundleScript = assets.bundle?.files.length ? `<script defer src="${escapeHtml(assets.bundle.scriptPath)}"></script>` : '';
  const page = template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(assets.head?.title ?? boot.site.name)}</title>`)
    // Function replacements: page text is inserted as is (a `$` in a style or a title is no replacement pattern).
    .replace('<!--croupier:head-->', () => head)
    .replace('<!--croupier:boot-->', () => `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>${bundleScript}`);
  if (assets.body === undefined) return page;
  // Last, so nothing above can match inside the page's own HTML. Readable without JavaScript too: the no-script
  // notice is for pages the browser draws.
  return page.replace(/<noscript>[\s\S]*?<\/noscript>/, '').replace('<div id="root"></div>', () => `<div id="root" data-rendered="">${assets.body}</div>`);
}
