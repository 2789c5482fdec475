import { proxy, useSnapshot } from 'valtio';
import { useRuntime, type Runtime } from '@core/index';
import type { UserLimit } from '@schemas/wire/limits';

export interface ProfileState {
  /** Seconds of this session (EE licence timer). */
  sessionSeconds: number;
  limits: UserLimit[] | null;
}

/** One per runtime (DESIGN §4); reset at logout. */
export function createProfileStore() {
  return proxy<ProfileState>({ sessionSeconds: 0, limits: null });
}
export type ProfileStore = ReturnType<typeof createProfileStore>;

export function resetProfileStore(store: ProfileStore) {
  store.sessionSeconds = 0;
  store.limits = null;
}

const stores = new WeakMap<Runtime, ProfileStore>();
export function attachProfileStore(runtime: Runtime) {
  const store = createProfileStore();
  stores.set(runtime, store);
  return store;
}
export function useProfileStore() {
  const store = stores.get(useRuntime());
  if (!store) throw new Error('profile store missing');
  return { store, snapshot: useSnapshot(store) };
}
