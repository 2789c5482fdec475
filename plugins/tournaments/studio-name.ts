/** A studio's display name from its slug (`pixel-pharaoh` → `Pixel Pharaoh`): no providers call for a tile's caption. */
export const studioName = (slug: string) => slug.split('-').map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word)).join(' ');

/** Studios as one phrase in the player's language: "Aurora Reels, Emberline and Moonrise Gaming". */
export function studioList(slugs: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(slugs.map(studioName));
}
