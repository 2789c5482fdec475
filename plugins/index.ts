import type { PluginHead, PluginCatalogEntry, PluginModule } from '@core/plugin/define';

/**
 * Every plugin this build ships, found by folder: `plugins/<id>/index.ts` is its entry chunk
 * (`plugin-<id>-index-ts…js`), downloaded only when the site turns the plugin on. No manifest is bundled here:
 * the host reads `plugins/<id>/manifest.ts` and sends the heads of the site's plugins with the page (boot data),
 * so this build's core stays the same size however many plugins the build holds. Adding a plugin is adding its
 * folder; a site turns it on with one line in `sites/<brand>.json`.
 */
// `weak`: only the list of folders, nothing bundled by it; the import below makes one named chunk per plugin.
const folders = import.meta.webpackContext('./', { recursive: true, regExp: /^\.\/[a-z0-9-]+\/index\.ts$/, mode: 'weak' });

/** The entry chunk loader of each plugin folder, by id (the folder's name). */
export const pluginLoaders: ReadonlyMap<string, () => Promise<{ default: PluginModule }>> = new Map(
  folders.keys().map((key) => {
    const folder = key.split('/')[1]!;
    // One lazy chunk per plugin folder, named after it (the host bundles them per site; tests check downloads).
    return [folder, () => import(/* webpackChunkName: "plugin-[request]" */ `./${folder}/index.ts`) as Promise<{ default: PluginModule }>] as const;
  }),
);

/** The catalog of a page: each head the host sent, with its plugin's loader; a head with no folder here is left out. */
export function pluginCatalog(heads: readonly PluginHead[]): PluginCatalogEntry[] {
  return heads.flatMap((head) => {
    const load = pluginLoaders.get(head.id);
    return load ? [{ head, load }] : [];
  });
}
