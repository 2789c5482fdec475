import { SELF_ASSIGNED_GROUPS_CAP } from '../../../config/player-groups';
import { fail, type ValidationError } from '../../../schemas/validation';
import type { PlatformData } from '../../context';
import { transaction } from '../../db/transaction';
import { addGroups, groupsOf } from './player-store';

export type SelfAssignResult = { ok: true; groups: number[] } | { ok: false; error: ValidationError };

/**
 * A player adding groups to themselves: only allow-listed ids, and no more than the cap of them in all
 * (ids already held do not count twice). All or nothing, decided and written in one transaction so two
 * requests at once cannot both pass the cap. A change publishes `player.groups_changed` in that transaction.
 */
export function selfAssignGroups({ db, domain }: PlatformData, playerId: number, requested: readonly number[], allowed: ReadonlySet<number>): SelfAssignResult {
  const refused = [...new Set(requested.filter((id) => !allowed.has(id)))];
  if (refused.length > 0) return { ok: false, error: fail('groupNotSelfAssignable', { ids: refused.join(', ') }) };
  return transaction(db, (): SelfAssignResult => {
    const held = groupsOf(db, playerId).filter((id) => allowed.has(id));
    if (new Set([...held, ...requested]).size > SELF_ASSIGNED_GROUPS_CAP) return { ok: false, error: fail('groupsCapReached', { max: SELF_ASSIGNED_GROUPS_CAP }) };
    const added = addGroups(db, playerId, requested);
    const groups = groupsOf(db, playerId);
    if (added.length > 0) domain.publish('player.groups_changed', { playerId, added, removed: [], groups });
    return { ok: true, groups };
  }).immediate();
}
