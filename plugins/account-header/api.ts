import type { PluginRuntime } from '@core/index';
import { accountSchema } from '@schemas/wire/player';

/** Fresh balances when the dropdown opens (the socket may have been down meanwhile). */
export async function refreshAccounts(runtime: PluginRuntime) {
  const accounts = await runtime.http.requestList({ path: '/api/player/accounts', searchParams: { compatibility: true }, item: accountSchema, code: 'LOAD_ACCOUNTS' });
  if (runtime.session.status === 'player') runtime.session.accounts = accounts;
}
