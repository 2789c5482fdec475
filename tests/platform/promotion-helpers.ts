import { buildPlatformApp } from '../../platform/app';
import type { PlatformEvent } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { transaction } from '../../platform/db/transaction';
import type { DomainEventMap, DomainEventName, RoundSettled } from '../../platform/domain-event-map';
import { createManualClock, type ManualClock } from '../../platform/scheduler';
import { tempDataDir } from './helpers';

/**
 * A platform for promotion tests: time on a manual clock, the scheduler's timer off (tests run due work
 * with `ctx.scheduler.runDue()`), every push and promotion award recorded.
 */
export async function makePromoPlatform(options: { dataDir?: string; clock?: ManualClock } = {}) {
  const temp = options.dataDir ? null : tempDataDir('croupier-promo-');
  const dataDir = options.dataDir ?? temp!.dir;
  const clock = options.clock ?? createManualClock(new Date());
  const { app, ctx } = await buildPlatformApp({ dataDir, clock, runScheduler: false });
  await app.ready();
  const pushes: PlatformEvent[] = [];
  ctx.events.subscribe((event) => pushes.push(event));
  const published: { name: DomainEventName; payload: unknown }[] = [];
  const record = <K extends DomainEventName>(name: K) => ctx.domain.subscriptionsFor('test').inTransaction(name, (payload) => published.push({ name, payload }));
  record('promotion.prize_awarded');
  return {
    app,
    ctx,
    db: ctx.db,
    clock,
    dataDir,
    pushes,
    awards: () => published.filter((p) => p.name === 'promotion.prize_awarded').map((p) => p.payload as DomainEventMap['promotion.prize_awarded']),
    async close(keepData = false) {
      await app.close();
      if (!keepData) temp?.cleanup();
    },
  };
}
export type PromoPlatform = Awaited<ReturnType<typeof makePromoPlatform>>;

let fakeRound = 1_000_000;

/**
 * Publishes `round.settled` as the demo slot does, in a transaction of its own, with exactly the stake and
 * win a strategy test needs (a real spin's win is drawn). Defaults: a real round in USD, all real money.
 */
export function settle(
  platform: Pick<PromoPlatform, 'ctx' | 'clock'>,
  round: Partial<RoundSettled> & { playerId: number; betCents: number; winCents?: number },
): RoundSettled {
  const winCents = round.winCents ?? 0;
  const payload: RoundSettled = {
    roundId: ++fakeRound,
    sessionId: 'test-session',
    gameIdentifier: 'croupier-test/promo-reels',
    kind: 'slot',
    mode: 'real',
    currency: 'USD',
    realBetCents: round.betCents,
    bonusBetCents: 0,
    realWinCents: winCents,
    bonusWinCents: 0,
    settledAt: platform.clock.now().toISOString(),
    ...round,
    winCents,
    multiplier: round.multiplier ?? Math.round((winCents * 100) / round.betCents) / 100,
  };
  transaction(platform.ctx.db, () => platform.ctx.domain.publish('round.settled', payload))();
  return payload;
}

export const addGroup = (db: Db, playerId: number, groupId: number) =>
  db.prepare('INSERT OR IGNORE INTO player_groups (player_id, group_id) VALUES (?, ?)').run(playerId, groupId);

export const minutes = (n: number) => n * 60_000;

/** ISO time `offsetMs` from the clock's now. */
export const at = (clock: ManualClock, offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

export const ledgerRows = (db: Db, kind: string) =>
  db.prepare('SELECT player_id, currency, delta_cents, ref FROM ledger WHERE kind = ? ORDER BY id').all(kind) as { player_id: number; currency: string; delta_cents: number; ref: string }[];

export const balanceOf = (db: Db, playerId: number, currency: string) =>
  (db.prepare('SELECT amount_cents FROM wallet_accounts WHERE player_id = ? AND currency = ?').pluck().get(playerId, currency) as number | undefined) ?? 0;
