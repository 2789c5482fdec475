import { catalogEntry, type PluginCatalogEntry } from '@core/plugin/define';
import { manifest as authManifest } from './auth/manifest';
import { manifest as accountHeaderManifest } from './account-header/manifest';
import { manifest as profileManifest } from './profile/manifest';
import { manifest as partnerTrackingManifest } from './partner-tracking/manifest';
import { manifest as complianceNoticesManifest } from './compliance-notices/manifest';
import { lobbyManifest } from './lobby/manifest';
import { gamesManifest } from './games/manifest';
import { gamePageManifest } from './game-page/manifest';
import { searchManifest } from './search/manifest';
import { manifest as contentPagesManifest } from './content-pages/manifest';
import { manifest as siteChromeManifest } from './site-chrome/manifest';
import { manifest as noticesManifest } from './notices/manifest';
import { manifest as awardsManifest } from './awards/manifest';

/**
 * Every plugin this build ships: its manifest (small, eager: enablement is decided without downloading
 * the plugin) and its entry chunk (lazy). A site enables plugins by id in `sites/<brand>.json`.
 * Adding a plugin: its folder, and one entry here; the chunk name lets tests see what was downloaded.
 */
export const pluginCatalog: PluginCatalogEntry[] = [
  catalogEntry(authManifest, () => import(/* webpackChunkName: "plugin-auth" */ './auth/index')),
  catalogEntry(accountHeaderManifest, () => import(/* webpackChunkName: "plugin-account-header" */ './account-header/index')),
  catalogEntry(profileManifest, () => import(/* webpackChunkName: "plugin-profile" */ './profile/index')),
  catalogEntry(partnerTrackingManifest, () => import(/* webpackChunkName: "plugin-partner-tracking" */ './partner-tracking/index')),
  catalogEntry(complianceNoticesManifest, () => import(/* webpackChunkName: "plugin-compliance-notices" */ './compliance-notices/index')),
  catalogEntry(lobbyManifest, () => import(/* webpackChunkName: "plugin-lobby" */ './lobby/index')),
  catalogEntry(gamesManifest, () => import(/* webpackChunkName: "plugin-games" */ './games/index')),
  catalogEntry(gamePageManifest, () => import(/* webpackChunkName: "plugin-game-page" */ './game-page/index')),
  catalogEntry(searchManifest, () => import(/* webpackChunkName: "plugin-search" */ './search/index')),
  catalogEntry(contentPagesManifest, () => import(/* webpackChunkName: "plugin-content-pages" */ './content-pages/index')),
  catalogEntry(siteChromeManifest, () => import(/* webpackChunkName: "plugin-site-chrome" */ './site-chrome/index')),
  catalogEntry(noticesManifest, () => import(/* webpackChunkName: "plugin-notices" */ './notices/index')),
  catalogEntry(awardsManifest, () => import(/* webpackChunkName: "plugin-awards" */ './awards/index')),
];
