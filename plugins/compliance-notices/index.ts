import { definePlugin, stateOf, type PluginRuntime } from '@core/index';
import { complianceNoticesManifest } from './manifest';
import { needsGeoWarning } from './rules/notice-cookies';
import { noticesState } from './state';

/** Binds the notice stack to its manifest; shows the geo warning to guests and takes it away at login. */
export default definePlugin(complianceNoticesManifest, (api) => {
  api.implement({ slots: { 'notice-stack': () => import(/* webpackMode: "eager" */ './components/NoticeStack') } });

  const warnIfRestricted = async (runtime: PluginRuntime) => {
    const store = stateOf(runtime, noticesState);
    if (store.geoToastId !== null) return;
    // The `/client-context` call and its schema load when the check runs, not with this entry.
    const { visitorRestriction } = await import(/* webpackMode: "eager" */ './api');
    const restriction = await visitorRestriction(runtime);
    if (!needsGeoWarning(restriction, runtime.session.status === 'player')) return;
    // §8: the geo warning has no timeout; it stays until the visitor dismisses it.
    store.geoToastId = runtime.toasts.show({ kind: 'warning', messageKey: 'compliance-notices:geo.restricted', lifeMs: null });
  };
  api.onBoot((runtime) => void warnIfRestricted(runtime));
  api.onLogout((runtime) => void warnIfRestricted(runtime));
  api.onLogin((_event, runtime) => {
    const store = stateOf(runtime, noticesState);
    if (store.geoToastId !== null) runtime.toasts.dismiss(store.geoToastId);
    store.geoToastId = null;
  });
});
