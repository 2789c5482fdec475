import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { RoundSettled } from '../../domain-event-map';
import { settleEach, type ScheduledJob } from '../../scheduler';
import { displayAmount } from '../info/public';
import { issueFromDefinition, mayIssue } from './issue';
import { Changes, type BonusContext } from './pushes';
import { readDefinition } from './store';

/**
 * Weekly cashback: each paid real-money round adds its real stake and real win to the player's week (Monday
 * 00:00 UTC, in the round's transaction). Once a week is over, the job `bonuses.cashback` decides it once per
 * (player, currency, week): `percent` of the net real loss (stakes − wins), from `min_base_cents` of loss, at
 * most `max_amount_cents`, issued as a new gift (type cashback) to activate. Mark and issue are one transaction,
 * so a week is never paid twice.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 UTC that starts the week of `at`, as a date (`2026-01-12`). */
export function weekStartOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export function recordWeeklyPlay(db: Db, round: Readonly<RoundSettled>) {
  if (round.mode !== 'real' || round.freeRound || (round.realBetCents === 0 && round.realWinCents === 0)) return;
  db.prepare(
    `INSERT INTO bonus_weekly_play (player_id, currency, week_start, real_bet_cents, real_win_cents) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (player_id, currency, week_start) DO UPDATE SET real_bet_cents = real_bet_cents + excluded.real_bet_cents,
       real_win_cents = real_win_cents + excluded.real_win_cents`,
  ).run(round.playerId, round.currency, weekStartOf(new Date(round.settledAt)), round.realBetCents, round.realWinCents);
}

interface WeekRow {
  player_id: number;
  currency: string;
  week_start: string;
  real_bet_cents: number;
  real_win_cents: number;
  settled_at: string | null;
}

/** The cashback a week's net real loss earns under a definition's terms (0: none). */
export function cashbackFor(lossCents: number, terms: { percent: number | null; min_base_cents: number; max_amount_cents: number | null }): number {
  if (lossCents <= 0 || lossCents < terms.min_base_cents || terms.percent === null) return 0;
  const amount = Math.floor((lossCents * terms.percent) / 100);
  return terms.max_amount_cents === null ? amount : Math.min(amount, terms.max_amount_cents);
}

/** Decides one finished week, once: marks it settled and issues its cashback gift if there is one. */
export function settleWeek(ctx: BonusContext, key: Pick<WeekRow, 'player_id' | 'currency' | 'week_start'>, now: Date): boolean {
  const { db } = ctx;
  return transaction(db, () => {
    const marked = db
      .prepare('UPDATE bonus_weekly_play SET settled_at = ? WHERE player_id = ? AND currency = ? AND week_start = ? AND settled_at IS NULL')
      .run(now.toISOString(), key.player_id, key.currency, key.week_start);
    if (marked.changes === 0) return false;
    const week = db.prepare('SELECT * FROM bonus_weekly_play WHERE player_id = ? AND currency = ? AND week_start = ?').get(key.player_id, key.currency, key.week_start) as WeekRow;
    const def = readDefinition(db, 'cashback', week.currency);
    if (!def || !mayIssue(db, week.player_id)) return true;
    const amount = cashbackFor(week.real_bet_cents - week.real_win_cents, def);
    if (amount <= 0) return true;
    const changes = new Changes();
    issueFromDefinition(
      ctx,
      changes,
      def,
      {
        playerId: week.player_id,
        type: 'cashback',
        sourceRef: `cashback:${week.week_start}`,
        activate: false,
        amountCents: amount,
        title: `${def.title}: ${displayAmount(amount, def.currency)} for the week of ${week.week_start}`,
        freespinsCount: 0,
      },
      now,
    );
    changes.pushAfterCommit(ctx);
    return true;
  }).immediate();
}

/** The scheduler's job: every week that ended and was not decided yet, each in its own transaction. */
export function cashbackJob(ctx: BonusContext): ScheduledJob {
  return {
    name: 'bonuses.cashback',
    run(now) {
      const due = ctx.db
        .prepare('SELECT player_id, currency, week_start FROM bonus_weekly_play WHERE settled_at IS NULL AND week_start < ? ORDER BY week_start, player_id, currency')
        .all(weekStartOf(now)) as WeekRow[];
      settleEach(due, (week) => settleWeek(ctx, week, now), 'cashback weeks');
    },
    nextDueAt() {
      const first = ctx.db.prepare('SELECT MIN(week_start) FROM bonus_weekly_play WHERE settled_at IS NULL').pluck().get() as string | null;
      return first === null ? null : new Date(new Date(`${first}T00:00:00.000Z`).getTime() + WEEK_MS);
    },
  };
}
