/**
 * Child process of crash.test.ts: plays rounds on an existing real-mode session as fast as it can and
 * acknowledges each committed round on stdout (`ack <round_id> <balance>`), until it is killed.
 * Usage: node --import tsx tests/platform/crash-burst.ts <dataDir> <sessionId> <rounds>
 */
import { createPlatformContext } from '../../platform/app';
import { playSlot } from '../../platform/modules/game-studio/slot-play';

const [dataDir, sessionId, rounds] = process.argv.slice(2);
// A whole platform context (no HTTP): the round's in-transaction subscribers run as they do in production.
const ctx = createPlatformContext({ dataDir: dataDir!, quiet: true });
const { db } = ctx;
process.stdout.write('ready\n');
for (let i = 0; i < Number(rounds); i++) {
  const result = playSlot(ctx, sessionId!, 10);
  if (!result.ok) {
    process.stdout.write(`refused ${JSON.stringify(result)}\n`);
    break;
  }
  // Written only after the transaction committed (synchronous on Linux pipes).
  process.stdout.write(`ack ${result.body.round_id} ${result.body.balance_cents}\n`);
}
db.close();
