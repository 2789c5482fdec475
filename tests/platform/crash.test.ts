import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../../platform/app';
import { openDatabase } from '../../platform/db/database';
import { startGameSession } from '../../platform/modules/game-studio/game-sessions';
import { checkLedger, createPlayer, credit, insertGame, tempDataDir } from './helpers';

const SCRIPT = fileURLToPath(new URL('./crash-burst.ts', import.meta.url));

/** kill -9 mid-burst: every round the process acknowledged is on disk, and the ledger still balances. */
describe('crash safety', () => {
  it('keeps every acknowledged write after kill -9', async () => {
    const temp = tempDataDir();
    try {
      const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir });
      const playerId = createPlayer(ctx.db);
      insertGame(ctx.db, { provider: 'croupier-test', slug: 'crash-slot', currencies: ['EUR'], categories: ['slots'], volatility: 'high' });
      credit(ctx.db, playerId, 'EUR', 10_000_000);
      const started = startGameSession(ctx.db, 'croupier-test', 'crash-slot', { mode: 'real' }, playerId);
      if (!started.ok) throw new Error('no session');
      await app.close();

      const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, temp.dir, started.session.id, '1000000'], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const acked = new Map<number, number>();
      let buffer = '';
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) {
          const [word, id, balance] = line.split(' ');
          if (word === 'ack') acked.set(Number(id), Number(balance));
          if (word === 'ack' && acked.size === 300) child.kill('SIGKILL');
        }
      });
      expect(await exited).toBe('SIGKILL');
      expect(acked.size).toBeGreaterThanOrEqual(300);

      const db = openDatabase(temp.dir);
      try {
        const ids = new Set(db.prepare('SELECT id FROM game_rounds').pluck().all() as number[]);
        for (const id of acked.keys()) expect(ids.has(id)).toBe(true);
        // Each round is whole: one bet ledger row per round, a win row only with a win.
        const orphans = db
          .prepare("SELECT COUNT(*) FROM game_rounds r WHERE NOT EXISTS (SELECT 1 FROM ledger l WHERE l.ref = 'round:' || r.id AND l.kind = 'bet')")
          .pluck()
          .get();
        expect(orphans).toBe(0);
        expect(checkLedger(db)).toEqual({ ok: true, problems: [] });
        const lastAck = Math.max(...acked.keys());
        const balanceAtLastAck = acked.get(lastAck)!;
        const balanceThen = db.prepare("SELECT balance_after_cents FROM ledger WHERE ref = ? ORDER BY id DESC LIMIT 1").pluck().get(`round:${lastAck}`);
        expect(balanceThen).toBe(balanceAtLastAck);
      } finally {
        db.close();
      }
    } finally {
      temp.cleanup();
    }
  }, 60_000);
});
