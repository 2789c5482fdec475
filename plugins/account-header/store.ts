import { proxy } from 'valtio';
import type { PluginRuntime } from '@core/index';
import type { Account } from '@schemas/wire/player';

/** UI state of the logged-in header; one per runtime and session (see `state.ts`), so closed again at logout. */
export function createAccountHeaderStore() {
  return proxy({ balanceOpen: false });
}
export type AccountHeaderStore = ReturnType<typeof createAccountHeaderStore>;

/** A `balance` event carries the changed account (WIRE.md): replace it, or add a wallet the list lacks. */
export function applyBalanceEvent(runtime: PluginRuntime, account: Account) {
  const accounts = runtime.session.accounts;
  const index = accounts.findIndex((a) => a.currency === account.currency);
  if (index === -1) accounts.push(account);
  else accounts[index] = account;
}
