import type { PlatformData } from '../../context';
import { transaction } from '../../db/transaction';
import { addGroups, groupsOf } from './player-store';

/**
 * Groups the platform assigns for a reason of its own (payments: an LT IBAN on a cash-out puts the player
 * into group 1101, spec part 1 §5), unlike `POST /api/player/groups`, where the client asks. Adds those the
 * player lacks and publishes `player.groups_changed` when any was added, in the caller's `transaction()`
 * (a savepoint of it) or in one of its own. Answers the groups added.
 */
export function assignGroups({ db, domain }: PlatformData, playerId: number, groupIds: readonly number[]): number[] {
  return transaction(db, () => {
    const added = addGroups(db, playerId, groupIds);
    if (added.length > 0) domain.publish('player.groups_changed', { playerId, added, removed: [], groups: groupsOf(db, playerId) });
    return added;
  }).immediate();
}
