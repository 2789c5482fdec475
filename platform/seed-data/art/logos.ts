import { createPrng, hashString } from '../prng';
import { escapeXml, hsl, wrapTitle } from './svg-text';

/** Room for the name right of the initial, in the 240-wide view box. */
const LOGO_TEXT_WIDTH = 156;

/**
 * Studio logo (240×80) for the footer carousel and provider pages. The name wraps at 12 characters (about what
 * 156 px hold at 20 px bold), and a line that would still run past the edge is squeezed to fit (`textLength`):
 * "Bluefjord Gaming" on one 24 px line was cut to "Bluefjord Gam" (issue 24 item 6).
 */
export function providerLogoSvg(title: string, palette: [string, string]): string {
  const lines = wrapTitle(title, 12, 2);
  const size = lines.length > 1 || title.length > 10 ? 20 : 24;
  // Bold Helvetica averages about 0.6 em a character.
  const fit = (line: string) => (line.length * size * 0.6 > LOGO_TEXT_WIDTH ? ` textLength="${LOGO_TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '');
  const text = lines.map((line, i) => `<text x="76" y="${(lines.length > 1 ? 36 : 48) + i * 22}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff"${fit(line)}>${escapeXml(line)}</text>`).join('');
  const initial = escapeXml(title.charAt(0));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
<rect x="8" y="12" width="56" height="56" rx="14" fill="url(#p)"/><text x="36" y="52" text-anchor="middle" font-family="Georgia, serif" font-size="32" font-weight="700" fill="#fff">${initial}</text>${text}
</svg>`;
}

/** Payment method badge (160×64); colours seeded by name so each brand looks distinct and stable. */
export function paymentLogoSvg(name: string, label: string): string {
  const rng = createPrng(hashString(name));
  const hue = rng.int(0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img" aria-label="${escapeXml(label)}">
<rect x="2" y="2" width="156" height="60" rx="12" fill="${hsl(hue, 55, 28)}" stroke="${hsl(hue, 70, 60)}" stroke-width="2"/>
<circle cx="26" cy="32" r="12" fill="${hsl(hue + 40, 80, 60)}"/><circle cx="38" cy="32" r="12" fill="${hsl(hue - 40, 80, 55)}" opacity=".8"/>
<text x="100" y="38" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${label.length > 10 ? 12 : 16}" font-weight="700" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

/** Award laurel (200×200) for the awards block; `winner` gets gold, others silver. */
export function awardImageSvg(name: string, year: number | null, winner: boolean): string {
  const metal = winner ? ['#f9d976', '#b8860b'] : ['#e0e0e0', '#8a8a8a'];
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const angle = 200 + i * 20;
    return `<ellipse cx="100" cy="34" rx="7" ry="16" fill="${metal[1]}" transform="rotate(${angle} 100 100)"/><ellipse cx="100" cy="34" rx="7" ry="16" fill="${metal[1]}" transform="rotate(${-angle} 100 100)"/>`;
  }).join('');
  const lines = wrapTitle(name, 14, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(year ? `${name} ${year}` : name)}">
<defs><radialGradient id="a"><stop offset="0" stop-color="${metal[0]}"/><stop offset="1" stop-color="${metal[1]}"/></radialGradient></defs>
${leaves}<circle cx="100" cy="100" r="52" fill="url(#a)"/>
${lines.map((l, i) => `<text x="100" y="${(lines.length > 1 ? 92 : 100) + i * 16}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="13" font-weight="700" fill="#2d2d2d">${escapeXml(l)}</text>`).join('')}
${year ? `<text x="100" y="132" text-anchor="middle" font-family="Georgia, serif" font-size="16" fill="#2d2d2d">${year}</text>` : ''}
</svg>`;
}

/** Wide banner art (1200×400) for the lobby slider: layered seeded waves, no text (copy is in the banner). */
export function bannerArtSvg(slug: string): string {
  const rng = createPrng(hashString(slug));
  const hue = rng.int(0, 359);
  const waves = Array.from({ length: 5 }, (_, i) => {
    const y = 120 + i * 60;
    const c1 = rng.int(-80, 80);
    const c2 = rng.int(-80, 80);
    return `<path d="M0 ${y} C 300 ${y + c1}, 900 ${y + c2}, 1200 ${y} L1200 400 L0 400 Z" fill="${hsl(hue + i * 25, 70, 30 + i * 8)}" opacity=".55"/>`;
  }).join('');
  const stars = Array.from({ length: 30 }, () => `<circle cx="${rng.int(0, 1200)}" cy="${rng.int(0, 200)}" r="${rng.int(1, 3)}" fill="#fff" opacity=".7"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="">
<rect width="1200" height="400" fill="${hsl(hue, 60, 14)}"/>${stars}${waves}
</svg>`;
}
