import { definePlugin } from '@core/index';
import { sportsbookLinkManifest } from './manifest';

/** Binds the three sports routes. Wiring only: the pages, the rules and the wire schemas load with the route. */
export default definePlugin(sportsbookLinkManifest, (api) => {
  api.implement({
    routes: {
      registration: () => import('./pages/SportRegistrationPage'),
      login: () => import('./pages/SportLoginPage'),
      sport: () => import('./pages/SportPage'),
    },
  });
});
