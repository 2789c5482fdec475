import type { PluginCatalogEntry } from '@core/plugin/define';

/**
 * Every plugin this build ships: its manifest (small, eager: enablement is decided without downloading
 * the plugin) and its entry chunk (lazy). A site enables plugins by id in `sites/<brand>.json`.
 * Adding a plugin: its folder, and one entry here.
 */
export const pluginCatalog: PluginCatalogEntry[] = [];
