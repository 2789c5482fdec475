import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { insertNotification } from './store';

/**
 * Demo state: a couple of fresh notifications for the demo and VIP players, so the bell rings on first sign-in.
 * They expire two hours after seeding (spec part 1 §9) like any other; re-runnable (one per fact, by source_ref).
 */
export function seedNotifications(db: Db, now = new Date()) {
  const demo = findPlayerByEmail(db, 'demo@croupier.dev');
  const vip = findPlayerByEmail(db, 'vip@croupier.dev');
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
  if (demo) {
    insertNotification(
      db,
      {
        playerId: demo.id,
        sourceRef: 'seed:welcome-spins',
        type: 'freespins_changes',
        channel: 'personal_notifications',
        icon: 'star',
        title: 'Free spins for you',
        text: '20 free spins are waiting in your gifts.',
        button: { title: 'Open gifts', path: '/profile/gifts' },
      },
      minutesAgo(12),
    );
    insertNotification(
      db,
      {
        playerId: demo.id,
        sourceRef: 'seed:weekly-race',
        type: 'personal',
        channel: 'personal_notifications',
        icon: 'trophy',
        title: 'Weekly Spin Race is on',
        text: 'You are on the leaderboard. Keep spinning to climb.',
        button: { title: 'See standings' },
        identifier: 'weekly-spin-race',
      },
      minutesAgo(3),
    );
  }
  if (vip) {
    insertNotification(
      db,
      {
        playerId: vip.id,
        sourceRef: 'seed:vip-welcome',
        type: 'personal',
        channel: 'personal_notifications',
        icon: 'crown',
        title: 'Your VIP manager',
        text: 'Your personal manager is online in the chat today.',
        button: { title: 'Open chat', path: '/support' },
      },
      minutesAgo(5),
    );
  }
}
