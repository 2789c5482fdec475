import { definePlugin } from '@core/index';
import { accountSchema } from '@schemas/wire/player';
import { accountHeaderManifest } from './manifest';
import { applyBalanceEvent } from './store';

/** Binds the signed-in header blocks and the balance handler to its manifest. Wiring only. */
export default definePlugin(accountHeaderManifest, (api) => {
  api.implement({
    slots: {
      // Signed-in first paint: in a player's boot script (the host adds `player-<id>` chunks), never in a guest's.
      account: () => import(/* webpackChunkName: "player-account-header" */ './components/AccountHeader'),
      deposit: () => import(/* webpackChunkName: "player-account-header" */ './components/BottomBarDeposit'),
    },
    realtime: {
      // schemas/wire/realtime.ts: `balance` event on `balance:{playerId}` carries the changed account, so its
      // schema is `accountSchema` (tests/account-header checks they are one). Taken from player.ts, which the core
      // entry holds already: realtime.ts would bring every channel's schema and the money schemas into this entry.
      balance: { schema: accountSchema, handle: (account, runtime) => applyBalanceEvent(runtime, account) },
      groups: { load: () => import('./live/groups-events') },
    },
  });
});
