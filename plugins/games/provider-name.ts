/** A studio's display name from its slug (`pixel-pharaoh` → `Pixel Pharaoh`), without a providers call per tile. */
export const providerName = (slug: string) => slug.split('-').map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');
