/**
 * Child process of the engines' concurrency tests (jackpots, quests; test-only): one more platform process on the same
 * database, settling `count` real-money rounds of `betCents` on `game` for one player as the game studio publishes
 * them, each in its own IMMEDIATE transaction, started together with its siblings on the parent's "go".
 * Usage: node --import tsx tests/platform/concurrent-bets.child.ts <dataDir> <playerId> <count> <betCents> <firstRoundId> <game>
 */
import { createInterface } from 'node:readline';
import { buildPlatformApp } from '../../platform/app';
import { transaction } from '../../platform/db/transaction';

const [dataDir, playerIdArg, countArg, betArg, firstArg, game] = process.argv.slice(2) as [string, string, string, string, string, string];
const [playerId, count, betCents, firstRoundId] = [playerIdArg, countArg, betArg, firstArg].map(Number) as [number, number, number, number];
const { app, ctx } = await buildPlatformApp({ dataDir, runScheduler: false });
await app.ready();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();
// Nothing more comes on stdin: let the process end once its work is done.
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
