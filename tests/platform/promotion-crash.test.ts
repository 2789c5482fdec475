import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLottery } from '../../platform/modules/lotteries/create-lottery';
import { issueLotteryTickets } from '../../platform/modules/lotteries/tickets';
import { createTournament } from '../../platform/modules/tournaments/create-tournament';
import { checkLedger, createPlayer, tempDataDir } from './helpers';
import { at, ledgerRows, makePromoPlatform, minutes, settle } from './promotion-helpers';

const CHILD = fileURLToPath(new URL('./promotion-crash-child.ts', import.meta.url));

/** Runs the child and waits for it to be killed mid-payout. */
function crashChild(dataDir: string, kind: 'tournament' | 'lottery', id: number, now: Date): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, kind, String(id), now.toISOString()], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (_code, signal) => resolve({ signal, out })));
}

/**
 * kill -9 in the middle of a payout (DESIGN §12: mark then pay in one transaction): after the restart the
 * promotion is neither marked finished nor partly paid, and the scheduler's next run pays every prize once.
 */
describe('a process killed mid-payout', () => {
  it('tournament: restart finds it unfinished and unpaid, then pays each place once', async () => {
    const temp = tempDataDir('croupier-promo-crash-');
    try {
      let platform = await makePromoPlatform({ dataDir: temp.dir });
      const id = createTournament(platform.db, {
        slug: 'crash-cup',
        title: 'Crash Cup',
        strategy: 'bets_sum',
        currency: 'USD',
        startAt: at(platform.clock, -minutes(30)),
        endAt: at(platform.clock, minutes(1)),
        prizes: [{ place: 1, moneyCents: 3_000 }, { place: 2, moneyCents: 2_000 }, { place: 3, moneyCents: 1_000 }],
      });
      const players = [createPlayer(platform.db), createPlayer(platform.db), createPlayer(platform.db)];
      players.forEach((playerId, index) => settle(platform, { playerId, betCents: 1_000 - index * 100 }));
      platform.clock.advance(minutes(1));
      const { clock } = platform;
      await platform.close(true);

      const { signal, out } = await crashChild(temp.dir, 'tournament', id, clock.now());
      expect(signal).toBe('SIGKILL');
      expect(out).toBe('ready\n');

      platform = await makePromoPlatform({ dataDir: temp.dir, clock });
      try {
        expect(platform.db.prepare('SELECT finished_at FROM tournaments WHERE id = ?').pluck().get(id)).toBeNull();
        expect(ledgerRows(platform.db, 'tournament_prize')).toEqual([]);
        platform.ctx.scheduler.runDue();
        platform.ctx.scheduler.runDue();
        expect(ledgerRows(platform.db, 'tournament_prize').map((row) => [row.player_id, row.delta_cents])).toEqual([
          [players[0], 3_000],
          [players[1], 2_000],
          [players[2], 1_000],
        ]);
        expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
      } finally {
        await platform.close(true);
      }
    } finally {
      temp.cleanup();
    }
  }, 60_000);

  it('lottery: restart finds it undrawn and unpaid, then draws and pays once', async () => {
    const temp = tempDataDir('croupier-promo-crash-');
    try {
      let platform = await makePromoPlatform({ dataDir: temp.dir });
      const id = createLottery(platform.db, {
        slug: 'crash-draw',
        title: 'Crash Draw',
        currency: 'USD',
        startAt: at(platform.clock, -minutes(30)),
        endAt: at(platform.clock, minutes(1)),
        prizes: [{ place: 1, moneyCents: 3_000 }, { place: 2, moneyCents: 2_000 }],
      });
      for (const [index, playerId] of [createPlayer(platform.db), createPlayer(platform.db), createPlayer(platform.db)].entries()) {
        issueLotteryTickets(platform.db, { lotteryId: id, playerId, count: index + 1, source: 'operator', ref: `test:${playerId}`, at: platform.clock.now().toISOString() });
      }
      platform.clock.advance(minutes(1));
      const { clock } = platform;
      await platform.close(true);

      const { signal } = await crashChild(temp.dir, 'lottery', id, clock.now());
      expect(signal).toBe('SIGKILL');

      platform = await makePromoPlatform({ dataDir: temp.dir, clock });
      try {
        expect(platform.db.prepare('SELECT finished_at, draw_seed FROM lotteries WHERE id = ?').get(id)).toEqual({ finished_at: null, draw_seed: null });
        expect(ledgerRows(platform.db, 'lottery_prize')).toEqual([]);
        platform.ctx.scheduler.runDue();
        platform.ctx.scheduler.runDue();
        expect(ledgerRows(platform.db, 'lottery_prize').map((row) => [row.ref, row.delta_cents])).toEqual([
          [`lottery:${id}:place:1`, 3_000],
          [`lottery:${id}:place:2`, 2_000],
        ]);
        expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
      } finally {
        await platform.close(true);
      }
    } finally {
      temp.cleanup();
    }
  }, 60_000);
});
