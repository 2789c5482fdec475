import { proxy } from 'valtio';
import type { UserLimit } from '@schemas/wire/limits';

export interface ProfileState {
  /** Seconds of this session (EE licence timer). */
  sessionSeconds: number;
  limits: UserLimit[] | null;
}

/** The player's session time and limits; one per runtime and session (see `state.ts`). */
export function createProfileStore() {
  return proxy<ProfileState>({ sessionSeconds: 0, limits: null });
}
export type ProfileStore = ReturnType<typeof createProfileStore>;
