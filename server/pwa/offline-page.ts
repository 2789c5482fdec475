import type { Locale } from '../../config/locales';
import type { SiteConfig } from '../../schemas/site/site.schema';
import { themeStyle } from '../html';
import type { MessageBundle } from '../messages';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page the service worker shows when the network is gone and it has no copy of the address asked for. It is
 * precached once per build, so it carries each of the site's languages (three short lines each) and
 * `/pwa/offline.js` shows the one of the address's locale prefix. No boot, no API: it must draw with nothing else.
 */
export function offlinePage(site: SiteConfig, messages: (locale: Locale) => MessageBundle): string {
  const sections = site.locales.map((locale) => {
    const texts = (messages(locale as Locale)['installable-app'] ?? {}) as Record<string, Record<string, string>>;
    const offline = texts.offline ?? {};
    const hidden = locale === site.defaultLocale ? '' : ' hidden';
    return `<section lang="${escapeHtml(locale)}" data-locale="${escapeHtml(locale)}"${hidden}><h1>${escapeHtml(offline.title ?? 'Offline')}</h1><p>${escapeHtml(offline.body ?? '')}</p><button type="button" data-retry>${escapeHtml(offline.retry ?? 'Retry')}</button></section>`;
  });
  return `<!doctype html><html lang="${escapeHtml(site.defaultLocale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(site.name)}</title>${themeStyle(site)}<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:var(--color-bg,#101018);color:#f3f3f7;text-align:center}
main{max-width:28rem;padding:2rem}h1{font-size:1.5rem}p{line-height:1.5;opacity:.85}
button{font:inherit;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:var(--color-accent,#ffb020);color:var(--color-accent-contrast,#1b1300);cursor:pointer}
</style></head><body><main data-offline-page>${sections.join('')}</main><script src="/pwa/offline.js"></script></body></html>`;
}

/** Shows the section of the address's language and makes "try again" reload (no inline script: the CSP forbids it). */
export const OFFLINE_SCRIPT = `(function () {
  var first = location.pathname.split('/')[1] || '';
  var match = document.querySelector('section[data-locale="' + first.replace(/[^A-Za-z-]/g, '') + '"]');
  if (match) {
    document.querySelectorAll('section[data-locale]').forEach(function (s) { s.hidden = s !== match; });
    document.documentElement.lang = first;
  }
  document.querySelectorAll('[data-retry]').forEach(function (b) { b.addEventListener('click', function () { location.reload(); }); });
})();
`;
