import { definePlugin } from '@core/index';
import { manifest } from './manifest';
import { needsGeoWarning } from './rules/notice-cookies';
import { attachNoticesStore } from './store';

export default definePlugin(manifest, (api) => {
  const { runtime } = api;
  const store = attachNoticesStore(runtime);
  api.addSlot({ slot: 'shell.top', id: 'notice-stack', order: 90, load: () => import(/* webpackMode: "eager" */ './components/NoticeStack') });

  const warnIfRestricted = async () => {
    if (store.geoToastId !== null) return;
    // The `/client-context` call and its schema load when the check runs, not with this entry.
    const { visitorRestriction } = await import(/* webpackMode: "eager" */ './api');
    const restriction = await visitorRestriction(runtime);
    if (!needsGeoWarning(restriction, runtime.session.status === 'player')) return;
    // §8: the geo warning has no timeout; it stays until the visitor dismisses it.
    store.geoToastId = runtime.toasts.show({ kind: 'warning', messageKey: 'compliance-notices:geo.restricted', lifeMs: null });
  };
  api.onBoot(() => void warnIfRestricted());
  api.onLogout(() => void warnIfRestricted());
  api.onLogin(() => {
    if (store.geoToastId !== null) runtime.toasts.dismiss(store.geoToastId);
    store.geoToastId = null;
  });
});
