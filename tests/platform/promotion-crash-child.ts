/**
 * Child process of promotion-crash.test.ts: finishes a tournament (or draws a lottery) and is killed with
 * SIGKILL by the database itself in the middle of the payouts, when the ledger row of place 2 is written.
 * Usage: node --import tsx tests/platform/promotion-crash-child.ts <dataDir> <tournament|lottery> <id> <nowIso>
 */
import { createPlatformContext } from '../../platform/app';
import { drawLottery } from '../../platform/modules/lotteries/finish';
import { finishTournament } from '../../platform/modules/tournaments/finish';

const [dataDir, kind, id, now] = process.argv.slice(2);
const ctx = createPlatformContext({ dataDir: dataDir!, quiet: true, runScheduler: false });
ctx.db.function('die', () => {
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL is not instantaneous everywhere: never return into the transaction.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
  return null;
});
ctx.db.exec(`CREATE TEMP TRIGGER die_mid_payout BEFORE INSERT ON ledger WHEN NEW.ref = '${kind}:${id}:place:2' BEGIN SELECT die(); END`);
process.stdout.write('ready\n');
if (kind === 'tournament') finishTournament(ctx, Number(id), new Date(now!));
else drawLottery(ctx, Number(id), new Date(now!));
process.stdout.write('finished without dying\n');
