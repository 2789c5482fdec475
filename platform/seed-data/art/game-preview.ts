import { createPrng, hashString } from '../prng';
import { escapeXml, hsl, wrapTitle } from './svg-text';

/**
 * Tile art for one game (300×400): a gradient tinted by the studio palette, a few shapes seeded by the
 * identifier, and the title. Generated on request from the game row, so nothing is stored.
 */
export function gamePreviewSvg(identifier: string, title: string, providerTitle: string, palette: [string, string]): string {
  const rng = createPrng(hashString(identifier));
  const hue = rng.int(0, 359);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = rng.int(-40, 300);
    const y = rng.int(-40, 320);
    const size = rng.int(30, 140);
    const fill = hsl(hue + rng.int(-60, 60), rng.int(55, 90), rng.int(45, 75));
    const opacity = (rng.int(15, 45) / 100).toFixed(2);
    const kind = rng.int(0, 2);
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="${opacity}"/>`);
    else if (kind === 1) shapes.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${rng.int(4, 24)}" transform="rotate(${rng.int(0, 89)} ${x + size / 2} ${y + size / 2})" fill="${fill}" opacity="${opacity}"/>`);
    else shapes.push(`<polygon points="${x},${y + size} ${x + size / 2},${y} ${x + size},${y + size}" fill="${fill}" opacity="${opacity}"/>`);
  }
  const lines = wrapTitle(title, 14);
  const firstY = 300 - (lines.length - 1) * 17;
  const text = lines.map((line, i) => `<text x="150" y="${firstY + i * 34}" text-anchor="middle" font-family="Georgia, serif" font-size="30" font-weight="700" fill="#fff" stroke="rgba(0,0,0,.45)" stroke-width="1">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset=".55" stop-color="${hsl(hue, 60, 35)}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#g)"/>${shapes.join('')}<rect width="300" height="400" fill="url(#shade)"/>${text}
<text x="150" y="380" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="13" letter-spacing="2" fill="rgba(255,255,255,.8)">${escapeXml(providerTitle.toUpperCase())}</text>
</svg>`;
}
