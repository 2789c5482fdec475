/**
 * Child process of concurrency.test.ts (test-only): one more platform process on the same database, settling
 * `count` real-money rounds of `betCents` on `game` for one player as the game studio publishes them, each in its own
 * IMMEDIATE transaction, started together with its siblings on the parent's "go".
 * Usage: node --import tsx platform/modules/jackpots/concurrent-bets.child.ts <dataDir> <playerId> <count> <betCents> <firstRoundId> <game>
 */
import { createInterface } from 'node:readline';
import { buildPlatformApp } from '../../app';
import { transaction } from '../../db/transaction';

const [dataDir, playerIdArg, countArg, betArg, firstArg, game] = process.argv.slice(2) as [string, string, string, string, string, string];
const [playerId, count, betCents, firstRoundId] = [playerIdArg, countArg, betArg, firstArg].map(Number) as [number, number, number, number];
const { app, ctx } = await buildPlatformApp({ dataDir, runScheduler: false });
await app.ready();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();
process.stdin.destroy();
for (let i = 0; i < count; i += 1) {
  transaction(ctx.db, () =>
    ctx.domain.publish('round.settled', {
      roundId: firstRoundId + i,
      sessionId: `child-${process.pid}`,
      playerId,
      gameIdentifier: game,
      kind: 'slot',
      mode: 'real',
      currency: 'EUR',
      betCents,
      winCents: 0,
      multiplier: 0,
      realBetCents: betCents,
      bonusBetCents: 0,
      realWinCents: 0,
      bonusWinCents: 0,
      settledAt: new Date().toISOString(),
    }),
  ).immediate();
}
await app.close();
process.stdout.write('done\n');
