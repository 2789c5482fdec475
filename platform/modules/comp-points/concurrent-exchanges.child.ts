/**
 * Child process of concurrency.test.ts (test-only): one more platform process on the same database, making `count`
 * money exchanges of one card for one player as the route does, started together with its siblings on the parent's
 * "go". Prints how many went through and how many were refused, then "done".
 * Usage: node --import tsx platform/modules/comp-points/concurrent-exchanges.child.ts <dataDir> <playerId> <count>
 */
import { createInterface } from 'node:readline';
import { buildPlatformApp } from '../../app';
import { exchange } from './exchange';

const [dataDir, playerId, count] = process.argv.slice(2).map((arg, i) => (i === 0 ? arg : Number(arg))) as [string, number, number];
const { app, ctx } = await buildPlatformApp({ dataDir, runScheduler: false });
await app.ready();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();
process.stdin.destroy();
let ok = 0;
let refused = 0;
for (let i = 0; i < count; i += 1) {
  const outcome = exchange(ctx, playerId, 'money', { group: 'cash-25', points: 2_500 });
  if (outcome.ok) ok += 1;
  else if (outcome.reason === 'insufficient_points') refused += 1;
  else throw new Error(`unexpected refusal ${outcome.reason}`);
}
await app.close();
process.stdout.write(`${JSON.stringify({ ok, refused })}\ndone\n`);
