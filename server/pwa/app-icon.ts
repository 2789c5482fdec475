import type { SiteConfig } from '../../schemas/site/site.schema';
import { GLYPH_COLUMNS, GLYPH_ROWS, logoGlyph } from './marquee-font';
import { encodePng, type Bitmap } from './png';

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb`; anything else (a CSS function, a name) falls back, the icon must still be drawn. */
export function hexColour(value: string | undefined, fallback: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '')?.[1] ?? fallback.slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** The site's colours for the manifest and the icons: the page background and the accent (theme tokens). */
export function siteColours(site: SiteConfig): { background: string; accent: string } {
  const tokens = site.theme.tokens as Record<string, string>;
  const toHex = (rgb: Rgb) => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
  return { background: toHex(hexColour(tokens['color-bg'], '#101018')), accent: toHex(hexColour(tokens['color-accent'], '#ffb020')) };
}

/** Blends `colour` over the pixel with `coverage` (0–1): edges are anti-aliased by exact distance, not sampling. */
function paint(bitmap: Bitmap, x: number, y: number, colour: Rgb, coverage: number) {
  if (coverage <= 0) return;
  const i = (y * bitmap.width + x) * 4;
  const a = Math.min(1, coverage);
  const below = bitmap.rgba[i + 3]! / 255;
  const outAlpha = a + below * (1 - a);
  for (let c = 0; c < 3; c++) bitmap.rgba[i + c] = Math.round((colour[c]! * a + bitmap.rgba[i + c]! * below * (1 - a)) / outAlpha);
  bitmap.rgba[i + 3] = Math.round(outAlpha * 255);
}

function fillRoundedSquare(bitmap: Bitmap, colour: Rgb, radius: number) {
  const size = bitmap.width;
  const half = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Signed distance from the pixel centre to the rounded square's edge (negative inside).
      const qx = Math.abs(x + 0.5 - half) - half + radius;
      const qy = Math.abs(y + 0.5 - half) - half + radius;
      const distance = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
      paint(bitmap, x, y, colour, 0.5 - distance);
    }
  }
}

function fillDisc(bitmap: Bitmap, cx: number, cy: number, r: number, colour: Rgb) {
  for (let y = Math.max(0, Math.floor(cy - r - 1)); y <= Math.min(bitmap.height - 1, Math.ceil(cy + r + 1)); y++) {
    for (let x = Math.max(0, Math.floor(cx - r - 1)); x <= Math.min(bitmap.width - 1, Math.ceil(cx + r + 1)); x++) {
      paint(bitmap, x, y, colour, r - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5);
    }
  }
}

export type IconPurpose = 'any' | 'maskable';

/**
 * The app icon generated from the site's logo: the logo text's first letter lit in bulbs of the accent colour on
 * the page background. `any` is a rounded square on transparency; `maskable` fills the square and keeps the letter
 * inside the central 60 % (the safe zone a launcher's mask never cuts).
 */
export function renderAppIcon(site: SiteConfig, size: number, purpose: IconPurpose): Buffer {
  const tokens = site.theme.tokens as Record<string, string>;
  const background = hexColour(tokens['color-bg'], '#101018');
  const accent = hexColour(tokens['color-accent'], '#ffb020');
  const bitmap: Bitmap = { width: size, height: size, rgba: new Uint8Array(size * size * 4) };
  fillRoundedSquare(bitmap, background, purpose === 'maskable' ? 0 : size * 0.22);

  const glyph = logoGlyph(site.logo.text);
  const letterHeight = size * (purpose === 'maskable' ? 0.5 : 0.62);
  const pitch = letterHeight / GLYPH_ROWS;
  const left = (size - pitch * GLYPH_COLUMNS) / 2;
  const top = (size - letterHeight) / 2;
  glyph.forEach((row, r) =>
    [...row].forEach((cell, c) => {
      if (cell === '#') fillDisc(bitmap, left + (c + 0.5) * pitch, top + (r + 0.5) * pitch, pitch * 0.42, accent);
    }),
  );
  return encodePng(bitmap);
}

/** The same icon as SVG (crisp at any size, for browsers that take it); drawn from the same glyph. */
export function appIconSvg(site: SiteConfig): string {
  const { background, accent } = siteColours(site);
  const glyph = logoGlyph(site.logo.text);
  const pitch = 62 / GLYPH_ROWS;
  const left = (100 - pitch * GLYPH_COLUMNS) / 2;
  const bulbs = glyph.flatMap((row, r) =>
    [...row].flatMap((cell, c) => (cell === '#' ? [`<circle cx="${(left + (c + 0.5) * pitch).toFixed(2)}" cy="${(19 + (r + 0.5) * pitch).toFixed(2)}" r="${(pitch * 0.42).toFixed(2)}"/>`] : [])),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${background}"/><g fill="${accent}">${bulbs.join('')}</g></svg>`;
}
