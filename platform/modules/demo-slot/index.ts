import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { announceBigWin } from './big-wins';
import { registerDemoSlotRoutes } from './routes';

/**
 * Game sessions and the platform's own HTML5 slot, which every catalogue game launches on this platform.
 * It publishes `round.settled`; it calls the wallet to move money and limits to admit a bet, nothing else.
 */
export const demoSlotModule: PlatformModuleDef = {
  name: 'demo-slot',
  dependsOn: ['accounts', 'catalogue', 'wallet', 'limits'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerDemoSlotRoutes,
  subscribe(on, ctx) {
    on.afterCommit('round.settled', (round) => announceBigWin(ctx, round));
  },
};
