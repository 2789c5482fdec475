import type { Account } from '@schemas/wire/player';

/** The wallet the player plays with (session snapshots are read-only, hence the loose type). */
export const activeWallet = <A extends Pick<Account, 'active'>>(accounts: readonly A[]): A | null => accounts.find((a) => a.active) ?? null;
