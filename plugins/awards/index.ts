import { definePlugin } from '@core/index';
import { createAwardsApi } from './api';
import { AWARDS_CONTEXT } from './context';
import { manifest } from './manifest';
import { createAwardsStore } from './store';

/** `/awards`, the footer awards block, and the `AwardsList` and `LoadBook` placeholders. */
export default definePlugin(manifest, (api) => {
  const store = createAwardsStore(createAwardsApi(api.runtime));
  api.expose(AWARDS_CONTEXT, { store, options: api.options });

  api.addRoute({ path: '/awards', order: 400, load: () => import('./pages/AwardsPage') });
  api.addSlot({ slot: 'footer.blocks', id: 'awards', order: 200, load: () => import('./components/FooterAwards') });
  api.addPlaceholder({ name: 'AwardsList', load: () => import('./components/AwardsPlaceholder') });
  api.addPlaceholder({ name: 'LoadBook', load: () => import('./components/LoadBook') });
});
