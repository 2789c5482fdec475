import { definePlugin } from '@core/index';
import { AWARDS_CONTEXT } from './context';
import { manifest } from './manifest';
import { createAwardsStore } from './store';

/** `/awards`, the footer awards block, and the `AwardsList` and `LoadBook` placeholders. */
export default definePlugin(manifest, (api) => {
  // The API client and its CMS schemas load with the store's first request, not with this entry.
  const store = createAwardsStore(() => import('./api').then(({ awardsApiOf }) => awardsApiOf(api.runtime)));
  api.expose(AWARDS_CONTEXT, { store, options: api.options });

  api.addRoute({ path: '/awards', order: 400, load: () => import('./pages/AwardsPage') });
  api.addSlot({ slot: 'footer.blocks', id: 'awards', order: 200, load: () => import('./components/FooterAwards') });
  api.addPlaceholder({ name: 'AwardsList', load: () => import('./components/AwardsPlaceholder') });
  api.addPlaceholder({ name: 'LoadBook', load: () => import('./components/LoadBook') });
});
