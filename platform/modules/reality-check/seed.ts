import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';

/**
 * Living demo state (DESIGN §12): the VIP demo player chose an hourly reality check, so signing in as vip@ and playing
 * shows one an hour into the session; demo@ never chose, so the site's default applies to it (the plugin's options).
 * Re-runnable: a choice already stored stays.
 */
export function seedRealityCheck(db: Db, now = new Date()) {
  const player = findPlayerByEmail(db, 'vip@croupier.dev');
  if (!player) return;
  db.prepare('INSERT OR IGNORE INTO reality_check_settings (player_id, interval_minutes, updated_at) VALUES (?, 60, ?)').run(player.id, now.toISOString());
}
