import { proxy, useSnapshot } from 'valtio';
import { useRuntime, type Runtime } from '@core/index';
import type { ClientContext } from '@schemas/wire/client-context';
import type { CaptchaSetting } from '@schemas/wire/captcha';
import type { AuthOptions } from './manifest';

export type { CaptchaSetting };

export interface AuthState {
  /** `undefined` until `/client-context` answered; the region rules allow everything meanwhile. */
  region: Pick<ClientContext, 'restriction' | 'license'> | null | undefined;
  /** `undefined` while loading (the captcha helper waits), `null` when there is none. */
  captcha: CaptchaSetting | null | undefined;
  options: AuthOptions;
}

/** One store per runtime (DESIGN §4); looked up by runtime so lazy pages reach it without a singleton. */
export function createAuthStore(options: AuthOptions) {
  return proxy<AuthState>({ region: undefined, captcha: undefined, options });
}
export type AuthStore = ReturnType<typeof createAuthStore>;

const stores = new WeakMap<Runtime, AuthStore>();

export function attachAuthStore(runtime: Runtime, options: AuthOptions): AuthStore {
  const store = createAuthStore(options);
  stores.set(runtime, store);
  return store;
}

export function authStoreOf(runtime: Runtime): AuthStore {
  const store = stores.get(runtime);
  if (!store) throw new Error('auth store missing: the auth plugin is not set up on this runtime');
  return store;
}

export function useAuthStore(): AuthStore {
  return authStoreOf(useRuntime());
}

export function useAuthState() {
  return useSnapshot(useAuthStore());
}

/** Nothing here belongs to a player; the captcha setting is read again, as the next visitor's may differ. */
export function resetAuthStore(store: AuthStore) {
  store.captcha = undefined;
}
