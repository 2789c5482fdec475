import { useCallback } from 'react';
import { useRuntime } from '@core/index';
import { addressRoles } from '../lifecycle/opened-from';
import { closeTarget, fromOf } from '../rules/opened-from';

/**
 * Moving inside the cashbox keeps the page it was opened over (`from`), so the page behind stays and closing
 * returns there from any tab (part 2 §2); with none, or from the sign-up popup, closing goes to main.
 */
export function useCashboxNavigation() {
  const runtime = useRuntime();
  const go = useCallback(
    (path: string, options: { replace?: boolean } = {}) => {
      const from = fromOf(runtime.navigation.current().state);
      runtime.navigation.go(runtime.href(path), { replace: options.replace, state: from ? { from } : null });
    },
    [runtime],
  );
  const close = useCallback(() => {
    const target = closeTarget(fromOf(runtime.navigation.current().state), addressRoles(runtime));
    if (target) runtime.navigation.go(target);
    else runtime.navigate(runtime.pathOf('main'));
  }, [runtime]);
  return { go, close };
}
