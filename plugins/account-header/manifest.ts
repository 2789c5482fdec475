import { defineManifest } from '@core/plugin/define';
import { BOTTOM_BAR_ACTION, HEADER_ACTIONS } from '@schemas/contracts/slots';

/** The signed-in header (deposit, balance dropdown, player), the bottom bar's deposit, and live balances. */
export const accountHeaderManifest = defineManifest({
  id: 'account-header',
  contributes: {
    slots: {
      account: { slot: HEADER_ACTIONS, order: 50, visible: { signedIn: true } },
      deposit: { slot: BOTTOM_BAR_ACTION, order: 50, visible: { signedIn: true } },
    },
    // WIRE.md: the `balance` event on `balance:{playerId}` carries the changed account.
    realtime: {
      balance: { channel: 'balance', scope: 'private', event: 'balance' },
      // accounts' `groups_updates` (issue 22 item 5): the session's groups follow, so group-driven rules do too.
      groups: { channel: 'groups_updates', scope: 'private', event: 'updated' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default accountHeaderManifest;
