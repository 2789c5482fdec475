import type { PlatformModuleDef } from '../../module';
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
    registerRegistrationRoutes(app, ctx);
    registerSessionRoutes(app, ctx);
    registerPasswordRoutes(app, ctx);
    registerConfirmationRoutes(app, ctx);
    registerPlayerRoutes(app, ctx);
    registerSocialRoutes(app, ctx);
    registerMailboxRoutes(app, ctx);
  },
  seed: seedDemoPlayers,
};
