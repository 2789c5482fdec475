import { gamePreviewSvg } from '../../../platform/seed-data/art/game-preview';
import { generateGames } from '../../../platform/seed-data/games';
import { PROVIDERS } from '../../../platform/seed-data/providers';
import type { Tile } from './src/tile';

export const REFERENCE_TILE_COUNT = 40;

/**
 * The first 40 games of the demo lobby with the platform's own tile art, so the floor draws the same
 * titles and the same SVG previews as the app and an LCP ratio compares pages, not pictures.
 */
export function referenceTiles(): { tiles: Tile[]; previews: Map<string, string> } {
  const palette = new Map(PROVIDERS.map((p) => [p.slug, p]));
  const games = generateGames()
    .sort((a, b) => a.position - b.position)
    .slice(0, REFERENCE_TILE_COUNT)
    .map((s) => s.game);
  const previews = new Map<string, string>();
  const tiles = games.map((game) => {
    const provider = palette.get(game.provider)!;
    const file = `previews/${game.provider}/${game.slug}.svg`;
    previews.set(file, gamePreviewSvg(game.identifier, game.title, provider.title, provider.palette));
    return { id: game.identifier, title: game.title, provider: provider.title, image: `/${file}` };
  });
  return { tiles, previews };
}
