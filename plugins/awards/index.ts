import { definePlugin } from '@core/index';
import { awardsManifest } from './manifest';

/** Binds the awards page, the footer block and the placeholders to the manifest's keys. Wiring only. */
export default definePlugin(awardsManifest, (api) => {
  api.implement({
    routes: { awards: () => import('./pages/AwardsPage') },
    slots: { awards: () => import('./components/FooterAwards') },
    placeholders: {
      AwardsList: () => import('./components/AwardsPlaceholder'),
      LoadBook: () => import('./components/LoadBook'),
    },
  });
});
