import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { seedDemoWallets } from './accounts';
import { bindWalletEvents } from './balance';
import { registerWalletRoutes } from './routes';

/** Wallets and the ledger: GET/POST /api/player/accounts; `public.ts` moves money for every other module. */
export const walletModule: PlatformModuleDef = {
  name: 'wallet',
  dependsOn: ['accounts'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    bindWalletEvents(ctx.db, ctx.events);
    registerWalletRoutes(app, ctx);
  },
  // The seeded demo player starts with 1,000.00 of play money in its currency (EUR in the seed).
  seed: { version: 1, run: seedDemoWallets },
};
