import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { lootboxExpiryJob } from './expiry';
import { issueWelcomeChest } from './registration';
import { registerLootboxRoutes } from './routes';
import { LOOTBOXES_SEED_VERSION, seedLootboxes } from './seed';

/**
 * Lootboxes (issue 12, README.md in this folder): boxes of weighted items issued to players (the demo's seed, a
 * new player's welcome chest, rewards and the wheel's spins through `public.ts`); opening one draws an item from a
 * recorded seed and issues its bonuses through the bonuses engine, in one transaction; the scheduler expires boxes.
 */
export const lootboxesModule: PlatformModuleDef = {
  name: 'lootboxes',
  dependsOn: ['accounts', 'wallet', 'bonuses'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: LOOTBOXES_SEED_VERSION, run: (db) => seedLootboxes(db) },
  register(app, ctx) {
    registerLootboxRoutes(app, ctx);
    ctx.scheduler.add(lootboxExpiryJob(ctx));
  },
  subscribe(on, ctx) {
    // The welcome chest commits with the account.
    on.inTransaction('player.registered', (player) => issueWelcomeChest(ctx, player));
  },
};
