/**
 * Game preview images. Platforms of the family send no preview URL: operators serve the art from their
 * CDN under the game's identifier. The site file's `gamePreviewUrl` is that pattern; `{identifier}`,
 * `{provider}` and `{slug}` are filled in. The default is where the reference platform serves its art.
 */
export const DEFAULT_GAME_PREVIEW_URL = '/previews/{identifier}.svg';

export function gamePreviewUrl(game: { identifier: string; provider: string; slug: string; preview: string | null }, pattern?: string): string {
  if (game.preview) return game.preview;
  return (pattern ?? DEFAULT_GAME_PREVIEW_URL)
    .replaceAll('{identifier}', game.identifier)
    .replaceAll('{provider}', game.provider)
    .replaceAll('{slug}', game.slug);
}
