import type { PluginRuntime } from '@core/index';
import { afterAuthTarget } from '../rules/after-auth-target';

/**
 * After a successful sign-in or sign-up: load the session (login hooks run: profile data, terms, groups),
 * then go to the `redirect` query or stay on the page under the popup.
 */
export async function finishAuth(runtime: PluginRuntime, reason: 'login' | 'registration', stay: () => void) {
  const target = afterAuthTarget(runtime.navigation.current().search);
  await runtime.refreshSession(reason);
  if (target) runtime.navigate(target, { replace: true });
  else stay();
}
