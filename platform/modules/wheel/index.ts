import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { provideDueBoxes } from '../lootboxes/public';
import { registerDevWheelRoutes } from './dev-routes';
import { issueDueSpins } from './due-spins';
import { ensureRotationGroup } from './rotation';
import { seedWheel, WHEEL_SEED_VERSION } from './seed';

/**
 * The prize wheel (issue 12, README.md in this folder): a spin is a lootbox of group `wheel` (the daily spin of
 * rocketmart-wheel) or `manual_wheel` (a granted spin of rocketplay-wheel) whose items are the wheel's fe-config
 * segments for the player's groups; the lootboxes module draws and pays it. This module issues those boxes (through
 * lootboxes' due-boxes extension point), keeps the granted spins, and assigns the wheel/chat rotation group.
 */
export const wheelModule: PlatformModuleDef = {
  name: 'wheel',
  dependsOn: ['accounts', 'wallet', 'feconfig', 'lootboxes'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: WHEEL_SEED_VERSION, run: (db) => seedWheel(db) },
  register(app, ctx) {
    provideDueBoxes(ctx.db, (playerId, now) => issueDueSpins(ctx, playerId, now));
    // Demo aid: an end-to-end test grants itself a spin of the rocketplay wheel.
    if (ctx.config.mode === 'demo') registerDevWheelRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    // The rotation group commits with the account, so the new player's first profile already holds it.
    on.inTransaction('player.registered', (player) => void ensureRotationGroup(ctx, player.playerId));
  },
};
