/** A studio's display name from its slug (`pixel-pharaoh` → `Pixel Pharaoh`), without a providers call per tile. */
export { providerName } from '@schemas/wire/provider-name';
