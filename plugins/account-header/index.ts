import { definePlugin } from '@core/index';
import { accountSchema } from '@schemas/wire/player';
import { manifest } from './manifest';
import { applyBalanceEvent, attachAccountHeaderStore } from './store';

const player = ({ loggedIn }: { loggedIn: boolean }) => loggedIn;

export default definePlugin(manifest, (api) => {
  const store = attachAccountHeaderStore(api.runtime);
  api.addSlot({ slot: 'header.actions', id: 'account', order: 50, when: player, load: () => import(/* webpackMode: "eager" */ './components/AccountHeader') });
  api.addSlot({ slot: 'bottomBar.action', id: 'deposit', order: 50, when: player, load: () => import(/* webpackMode: "eager" */ './components/BottomBarDeposit') });
  // schemas/wire/realtime.ts: `balance` event on `balance:{playerId}` carries the changed account, so its
  // schema is `accountSchema` (tests/account-header checks they are one). Taken from player.ts, which the core
  // entry holds already: realtime.ts would bring every channel's schema and the money schemas into this entry.
  api.addRealtimeHandler({ channel: 'balance', scope: 'private', event: 'balance', schema: accountSchema, handle: (account, runtime) => applyBalanceEvent(runtime, account) });
  api.onLogout(() => {
    store.balanceOpen = false;
  });
});
