import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { grantWheelSpin } from './grants';

/**
 * Demo state (DESIGN §12): demo@ and vip@ (odd ids, the wheel side of the rotation) each hold one granted spin of
 * the rocketplay wheel; every player gets the daily spin of the rocketmart wheel when their boxes are listed.
 * Re-runnable: grants are unique per (player, ref).
 */
export const WHEEL_SEED_VERSION = 1;

export function seedWheel(db: Db, now = new Date()) {
  for (const email of ['demo@croupier.dev', 'vip@croupier.dev']) {
    const player = findPlayerByEmail(db, email);
    if (player) grantWheelSpin(db, player.id, 'seed:1', now);
  }
}
