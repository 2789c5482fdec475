import { useEffect, useRef } from 'react';
import { useCoreRuntime } from '../react/runtime-context';

/** Broadcasts route changes to plugins (search closes, modals reset, analytics). */
export function useRouteChangeHook(path: string) {
  const runtime = useCoreRuntime();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === path) return;
    runtime.hooks.routeChange.call({ path, previousPath: previous.current });
    previous.current = path;
  }, [path, runtime]);
}
