import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { levelOf, thresholdsFor, VIP_LEVELS } from './levels';
import { quarterOf } from './quarter';
import { readVipPlayer, setQuarter, writeSubscription, writeVipPlayer } from './store';

/**
 * Living demo state (DESIGN §12), in this quarter:
 * - demo@ (EUR, Iron): Bronze's deposit sum met and its bet sum €10 short, so a few real spins cross it and the
 *   status-up modal shows;
 * - vip@ (EUR, Gold, as the accounts seed has it): about halfway to Platinum, a manager (fe-config `managers`
 *   serves group 259) and the rocket_pro subscription;
 * - aussie@ (AUD, Bronze) a third of the way to Silver; canuck@ (CAD, Iron) just started.
 * The tier group of a seeded status is added at start (index.ts), since a seed publishes no domain events.
 */
const DEMO: readonly { email: string; statusId: number; currency: string; share: (t: { depositCents: number; betCents: number }) => { depositCents: number; betCents: number }; tier?: string }[] = [
  { email: 'demo@croupier.dev', statusId: 1117, currency: 'EUR', share: (t) => ({ depositCents: t.depositCents, betCents: t.betCents - 1_000 }) },
  { email: 'vip@croupier.dev', statusId: 259, currency: 'EUR', share: (t) => ({ depositCents: Math.round(t.depositCents * 0.6), betCents: Math.round(t.betCents * 0.45) }), tier: 'rocket_pro' },
  { email: 'aussie@croupier.dev', statusId: 257, currency: 'AUD', share: (t) => ({ depositCents: Math.round(t.depositCents * 0.4), betCents: Math.round(t.betCents * 0.3) }) },
  { email: 'canuck@croupier.dev', statusId: 1117, currency: 'CAD', share: (t) => ({ depositCents: 25_000, betCents: Math.round(t.betCents * 0.05) }) },
];

export const DEMO_VIP_EMAILS = DEMO.map((d) => d.email);

/** Re-runnable: a demo player who has a VIP row already keeps it. */
export function seedVip(db: Db, now = new Date()) {
  const quarter = quarterOf(now);
  for (const demo of DEMO) {
    const player = findPlayerByEmail(db, demo.email);
    if (!player || readVipPlayer(db, player.id)) continue;
    const held = levelOf(demo.statusId);
    const next = VIP_LEVELS[VIP_LEVELS.indexOf(held) + 1] ?? held;
    writeVipPlayer(db, { player_id: player.id, status_id: held.statusId, quarter, reached_at: now.toISOString() });
    setQuarter(db, player.id, quarter, demo.currency, demo.share(thresholdsFor(next, demo.currency)));
    if (demo.tier) writeSubscription(db, player.id, demo.tier, now.toISOString());
  }
}
