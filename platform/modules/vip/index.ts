import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { findPlayerByEmail, groupsOf } from '../accounts/public';
import { addAccrualMultiplier } from '../comp-points/public';
import { registerDevVipRoutes } from './dev-routes';
import { compPointsMultiplierOf } from './read';
import { IRON, levelOf } from './levels';
import { registerVipRoutes } from './routes';
import { DEMO_VIP_EMAILS, seedVip } from './seed';
import { heldLevel, countForVip, setStatus } from './status';

/**
 * VIP programme and subscriptions (issue 16, README.md in this folder): succeeded deposits (`payment.changed`) and
 * real-money bets (`round.settled`) add to the player's quarter sums in the publisher's transaction; reaching the
 * next status's thresholds raises the status there and adds its tier group (accounts publishes
 * `player.groups_changed`, whose after-commit push is `groups_updates`).
 */
export const vipModule: PlatformModuleDef = {
  name: 'vip',
  dependsOn: ['accounts', 'wallet', 'comp-points'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: (db) => seedVip(db) },
  register(app, ctx) {
    registerVipRoutes(app, ctx);
    // The subscription tier's comp-point multiplier (subscriptions.ts), read per accrual from this module's table.
    addAccrualMultiplier(compPointsMultiplierOf);
    if (ctx.config.mode === 'demo') {
      registerDevVipRoutes(app, ctx);
      // A seed publishes no domain events, so the seeded statuses get their tier groups here (added once).
      for (const email of DEMO_VIP_EMAILS) {
        const player = findPlayerByEmail(ctx.db, email);
        if (!player) continue;
        const level = heldLevel(ctx.db, player.id, ctx.clock.now());
        if (level !== IRON && !groupsOf(ctx.db, player.id).includes(level.statusId)) setStatus(ctx, player.id, levelOf(level.statusId), ctx.clock.now());
      }
    }
  },
  subscribe(on, ctx) {
    on.inTransaction('round.settled', (round) => {
      // Real money only: demo rounds, free rounds and the bonus part of a stake do not count.
      if (round.mode !== 'real' || round.freeRound || round.realBetCents <= 0) return;
      countForVip(ctx, round.playerId, round.currency, { betCents: round.realBetCents }, ctx.clock.now());
    });
    on.inTransaction('payment.changed', (payment) => {
      if (payment.action !== 'deposit') return;
      if (payment.state === 'succeeded' && payment.previousState !== 'succeeded') {
        countForVip(ctx, payment.playerId, payment.currency, { depositCents: payment.amountCents }, ctx.clock.now());
      } else if (payment.previousState === 'succeeded' && payment.state !== 'succeeded') {
        // A recalled deposit no longer counts; a status it gave stays until the quarter's end.
        countForVip(ctx, payment.playerId, payment.currency, { depositCents: -payment.amountCents }, ctx.clock.now());
      }
    });
  },
};
