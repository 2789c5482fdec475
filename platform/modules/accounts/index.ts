import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { createAccountLimits } from './account-limits';
import { registerCaptchaRoutes } from './captcha-routes';
import { seedDemoPlayers } from './demo-players';
import { registerConfirmationRoutes } from './confirmation-routes';
import { registerMailboxRoutes } from './mailbox-routes';
import { registerPasswordRoutes } from './password-routes';
import { countPayment, countRound } from './player-stats';
import { registerPlayerRoutes } from './player-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerSessionRoutes } from './session-routes';
import { registerSocialRoutes } from './social-routes';

/**
 * Players: registration, sign-in and two-factor, passwords, confirmation, profile, social providers, dev
 * mailbox. At the bottom of the module graph: everything about a player builds on it. Publishes
 * `player.registered` and `player.groups_changed`.
 */
export const accountsModule: PlatformModuleDef = {
  name: 'accounts',
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    // Per platform instance: two platforms in one process (tests) never share attempt counts.
    const limits = createAccountLimits();
    registerRegistrationRoutes(app, ctx, limits);
    registerCaptchaRoutes(app, ctx);
    registerSessionRoutes(app, ctx, limits);
    registerPasswordRoutes(app, ctx, limits);
    registerConfirmationRoutes(app, ctx, limits);
    registerPlayerRoutes(app, ctx);
    registerSocialRoutes(app, ctx);
    // Demo aid: the mailbox shows anyone's reset links and sign-in codes.
    if (ctx.config.mode === 'demo') registerMailboxRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    // Lifetime stats commit with the round or payment they count.
    on.inTransaction('round.settled', (round) => countRound(ctx.db, round));
    on.inTransaction('payment.changed', (payment) => countPayment(ctx.db, payment));
    on.afterCommit('player.groups_changed', ({ playerId, groups }) =>
      ctx.events.emit({ scope: 'private', playerId, channel: 'groups_updates', event: 'updated', payload: { groups } }),
    );
  },
  seed: { version: 1, run: seedDemoPlayers },
};
