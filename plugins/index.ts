import { catalogEntry, type AnyManifest, type PluginCatalogEntry, type PluginModule } from '@core/plugin/define';

/**
 * Every plugin this build ships, found by folder: a plugin is `plugins/<id>/manifest.ts` (small, eager:
 * enablement is decided without downloading the plugin) plus `plugins/<id>/index.ts` (its entry chunk,
 * `plugin-<id>…js`, downloaded only when a site enables it). Adding a plugin is adding its folder; a site
 * turns it on with one line in `sites/<brand>.json`.
 */
const manifests = import.meta.webpackContext('./', { recursive: true, regExp: /^\.\/[a-z0-9-]+\/manifest\.ts$/ });

export const pluginCatalog: PluginCatalogEntry[] = manifests
  .keys()
  .sort()
  .map((key) => {
    const folder = key.split('/')[1]!;
    const manifest = (manifests(key) as { default: AnyManifest }).default;
    // One lazy chunk per plugin folder, named after it (tests check what a page downloads).
    return catalogEntry(manifest, () => import(/* webpackChunkName: "plugin-[request]" */ `./${folder}/index.ts`) as Promise<{ default: PluginModule }>);
  });
