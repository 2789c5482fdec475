import { proxy } from 'valtio';
import type { Runtime } from '@core/index';
import type { Account } from '@schemas/wire/player';

/** UI state of the logged-in header, one per runtime; closed again at logout. */
export function createAccountHeaderStore() {
  return proxy({ balanceOpen: false });
}
export type AccountHeaderStore = ReturnType<typeof createAccountHeaderStore>;

const stores = new WeakMap<Runtime, AccountHeaderStore>();
export function attachAccountHeaderStore(runtime: Runtime): AccountHeaderStore {
  const store = createAccountHeaderStore();
  stores.set(runtime, store);
  return store;
}
export function accountHeaderStoreOf(runtime: Runtime): AccountHeaderStore {
  const store = stores.get(runtime);
  if (!store) throw new Error('account-header store missing');
  return store;
}

/** A `balance` event carries the changed account (WIRE.md): replace it, or add a wallet the list lacks. */
export function applyBalanceEvent(runtime: Runtime, account: Account) {
  const accounts = runtime.session.accounts;
  const index = accounts.findIndex((a) => a.currency === account.currency);
  if (index === -1) accounts.push(account);
  else accounts[index] = account;
}
