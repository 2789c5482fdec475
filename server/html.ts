import type { SiteConfig } from '../schemas/site/site.schema';
import { BOOT_ELEMENT_ID, type BootData } from '../schemas/boot';

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

/** The client's index.html for one request: language, title, theme tokens and the boot data. */
export function renderIndex(template: string, boot: BootData, locale: string): string {
  const head = [themeStyle(boot.site), `<link rel="icon" href="data:,">`].join('');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(boot.site.name)}</title>`)
    .replace('<!--croupier:head-->', head)
    .replace('<!--croupier:boot-->', `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`);
}
