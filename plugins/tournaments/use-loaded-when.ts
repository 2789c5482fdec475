import { use } from 'react';
import { useRuntime } from '@core/index';

/**
 * `useLoaded`, only while `needed`: the promo pages draw the store once it holds what they show (kept fresh by the
 * live channels and the end-event refreshes), and read while rendering only what it does not hold yet — always the
 * case on the server and while a server-drawn page hydrates (a new runtime's store is empty), so both draw the read
 * value. React's `use` may be called conditionally; the key names every input of `load`, as `useLoaded`'s does.
 */
export function useLoadedWhen<T>(needed: boolean, key: string, load: () => Promise<T>): T | null {
  const runtime = useRuntime();
  return needed ? use(runtime.loaded.read(key, load)) : null;
}
