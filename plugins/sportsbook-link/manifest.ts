import { defineManifest } from '@core/plugin/define';

/**
 * The sports routes of spec part 1 §2 (`/sport` with `registration`, `login` and `{param?}`), driven by the
 * `betting-config` fe-config document (the betting site's URL, the hosts that offer it, the countries it is closed
 * to) and by `GET /api/info/project` (whether the platform offers the sportsbook app to this visitor). On a listed
 * host they leave for the betting site; elsewhere, and for Estonia, they show a notice and nothing else.
 *
 * The header link and the `#sport` hashes stay site-chrome's (README.md says why).
 */
export const sportsbookLinkManifest = defineManifest({
  id: 'sportsbook-link',
  // Not gated on the document: a gate would fetch it and this plugin's code on every page's first visit. The routes
  // read it when visited; without it (or on a host or from a country it excludes) they show the notice.
  contributes: {
    routes: {
      // More specific paths first (lower order): the children before `/sport/{param?}`.
      registration: { path: '/sport/registration', order: 80 },
      login: { path: '/sport/login', order: 80 },
      sport: { path: '/sport/:param?', order: 90 },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default sportsbookLinkManifest;
