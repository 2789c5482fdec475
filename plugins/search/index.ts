import { definePlugin } from '@core/index';
import { searchManifest } from './manifest';
import { SEARCH_CONTEXT, SEARCH_MODAL } from './services';
import { createSearchStore } from './store';

/** Game search: a header button opening a popup (desktop) or full-screen modal (phone). Wiring only. */
export default definePlugin(searchManifest, (api) => {
  const store = createSearchStore();
  api.expose(SEARCH_CONTEXT, { store, options: api.options });
  api.addSlot({ slot: 'header.actions', id: 'search-button', order: 100, load: () => import(/* webpackMode: "eager" */ './components/SearchButton') });
  api.addModal({ id: SEARCH_MODAL, load: () => import('./components/SearchModal') });

  // Spec §2: the search closes on route change.
  api.onRouteChange(() => {
    const { modals } = api.runtime;
    for (const open of modals.state.stack.filter((m) => m.id === SEARCH_MODAL)) modals.close(open.key);
  });
  api.onLogout(() => store.reset());
});
