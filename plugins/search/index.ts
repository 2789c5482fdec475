import { definePlugin } from '@core/index';
import { SEARCH_MODAL } from '@schemas/contracts/modals';
import { searchManifest } from './manifest';

/** Binds the header button and the search modal; closes the search on navigation. Wiring only. */
export default definePlugin(searchManifest, (api) => {
  api.implement({
    slots: { 'search-button': () => import(/* webpackMode: "eager" */ './components/SearchButton') },
    modals: { search: () => import('./components/SearchModal') },
  });

  // Spec §2: the search closes on route change (the stack is left alone when it is not open).
  api.onRouteChange((_event, runtime) => {
    if (runtime.modals.isOpen(SEARCH_MODAL)) runtime.modals.close(SEARCH_MODAL);
  });
});
