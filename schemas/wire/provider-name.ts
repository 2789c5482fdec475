/**
 * A studio's display name from its slug (`pixel-pharaoh` → `Pixel Pharaoh`): games carry only the slug
 * (`provider`), so tiles and the game page's description name the studio without a providers call. One function
 * for the browser and the host, so the description the host writes is the one the page states after it took over.
 */
export const providerName = (slug: string) => slug.split('-').map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');
