import type { PlatformModuleDef } from '../../module';
import { createAccountLimits } from './account-limits';
import { registerCaptchaRoutes } from './captcha-routes';
import { seedDemoPlayers } from './demo-players';
import { registerConfirmationRoutes } from './confirmation-routes';
import { registerMailboxRoutes } from './mailbox-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerPlayerRoutes } from './player-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerSessionRoutes } from './session-routes';
import { registerSocialRoutes } from './social-routes';

/** Players: registration, sign-in and two-factor, passwords, confirmation, profile, social providers, dev mailbox. */
export const accountsModule: PlatformModuleDef = {
  name: 'accounts',
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
  seed: seedDemoPlayers,
};
