import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { provideFreeRounds } from '../game-studio/public';
import { cashbackJob } from './cashback';
import { recordDepositClaim } from './claims';
import { expiryJob } from './expiry';
import { freeRoundOf } from './freespins';
import { registerPlayerBonusRoutes } from './player-routes';
import { issuePrizeFreespins } from './prizes';
import { issueRegistrationBonus } from './registration';
import { settleRoundForBonuses } from './round-settled';
import { registerBonusRoutes } from './routes';
import { BONUSES_SEED_VERSION, seedBonuses } from './seed';
import { eraseBonusesOnWithdrawal } from './withdrawal';

/**
 * The bonus engine (README.md): deposit offers and bonus settings; definitions, money bonuses and free-spin
 * packs with their stages; wagering from `round.settled`; free rounds through the game studio's extension point (slots only);
 * issuing on registration, deposit, codes, cashback and promotion prizes; expiry and cashback jobs. Payments
 * checks a chosen offer through `public.ts` and tells how many deposits succeeded through its extension point.
 */
export const bonusesModule: PlatformModuleDef = {
  name: 'bonuses',
  dependsOn: ['accounts', 'wallet', 'catalogue', 'game-studio'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: BONUSES_SEED_VERSION, run: seedBonuses },
  register(app, ctx) {
    // The game studio's slots ask us whether a round is a free spin of a pack.
    provideFreeRounds(ctx.db, (playerId, currency, game) => freeRoundOf(ctx.db, playerId, currency, game));
    registerBonusRoutes(app, ctx);
    registerPlayerBonusRoutes(app, ctx);
    ctx.scheduler.add(expiryJob(ctx));
    ctx.scheduler.add(cashbackJob(ctx));
  },
  subscribe(on, ctx) {
    // Money that moves with a fact commits with it: all in the publisher's transaction.
    on.inTransaction('payment.changed', (payment) => recordDepositClaim(ctx, payment));
    on.inTransaction('payment.changed', (payment) => eraseBonusesOnWithdrawal(ctx, payment));
    on.inTransaction('round.settled', (round) => settleRoundForBonuses(ctx, round));
    on.inTransaction('player.registered', (player) => issueRegistrationBonus(ctx, player));
    on.inTransaction('promotion.prize_awarded', (award) => issuePrizeFreespins(ctx, award));
  },
};
