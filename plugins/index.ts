import type { PluginCatalogEntry } from '@core/plugin/define';
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
 * Adding a plugin: its folder, and one entry here.
 */
export const pluginCatalog: PluginCatalogEntry[] = [
  { manifest: authManifest as never, load: () => import('./auth/index') as never },
  { manifest: accountHeaderManifest as never, load: () => import('./account-header/index') as never },
  { manifest: profileManifest as never, load: () => import('./profile/index') as never },
  { manifest: partnerTrackingManifest as never, load: () => import('./partner-tracking/index') as never },
  { manifest: complianceNoticesManifest as never, load: () => import('./compliance-notices/index') as never },
  { manifest: lobbyManifest as never, load: () => import('./lobby/index') as never },
  { manifest: gamesManifest as never, load: () => import('./games/index') as never },
  { manifest: gamePageManifest as never, load: () => import('./game-page/index') as never },
  { manifest: searchManifest as never, load: () => import('./search/index') as never },
  { manifest: contentPagesManifest as never, load: () => import('./content-pages/index') as never },
  { manifest: siteChromeManifest as never, load: () => import('./site-chrome/index') as never },
  { manifest: noticesManifest as never, load: () => import('./notices/index') as never },
  { manifest: awardsManifest as never, load: () => import('./awards/index') as never },
];
