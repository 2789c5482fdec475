import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { recordDepositClaim } from './claims';
import { registerBonusRoutes } from './routes';
import { seedDepositBonusOffers } from './seed';

/**
 * Deposit bonuses (README.md): the offers of /deposit-bonus, the player's bonus settings (deposit bonus
 * code, can_issue, kept by accounts), and a claim for each succeeded deposit made with an offer. Payments
 * checks a chosen offer through `public.ts` and tells how many deposits succeeded through its extension point.
 */
export const bonusesModule: PlatformModuleDef = {
  name: 'bonuses',
  dependsOn: ['accounts', 'wallet'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: seedDepositBonusOffers },
  register: registerBonusRoutes,
  subscribe(on, ctx) {
    on.inTransaction('payment.changed', (payment) => recordDepositClaim(ctx.db, payment));
  },
};
