import { proxy } from 'valtio';
import type { Account, Player } from '@schemas/wire/player';

export type SessionStatus = 'unknown' | 'guest' | 'player';

export interface SessionState {
  status: SessionStatus;
  player: Player | null;
  accounts: Account[];
}

/** One per runtime (DESIGN §4): never a module-level store holding a user. */
export function createSessionStore() {
  return proxy<SessionState>({ status: 'unknown', player: null, accounts: [] });
}
export type SessionStore = ReturnType<typeof createSessionStore>;

export function activeAccount(state: SessionState): Account | null {
  return state.accounts.find((a) => a.active) ?? null;
}
