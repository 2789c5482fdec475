import type { PlatformContext } from '../../context';
import type { ScheduledJob } from '../../scheduler';
import { msToReach } from './engines/crash';
import { settleDueCrashBets, type CrashBetState } from './crash-bets';
import {
  CRASH_PAUSE_MS,
  CRASH_TICK_MS,
  crashPhase,
  ensureCrashRound,
  gamesOnScreen,
  latestCrashRound,
  pushCrashRound,
  readCrashRound,
  unsettledCrashRounds,
} from './crash-rounds';
import { stateOf, type GameRoundRow } from './round-store';

/**
 * `game-studio.crash`: the crash game's heartbeat, on the platform scheduler (so tests drive it with a manual
 * clock and `runDue()`). Each run, at the clock's now: settles the bets that are due (auto targets reached,
 * rounds exploded); marks exploded rounds settled and pushes their crash with the revealed seed; opens the
 * next round of every crash game on screen and pushes it; pushes the multiplier of rounds in flight. It keeps
 * no memory: everything is read from crash_rounds and game_rounds.
 */
export function crashJob(ctx: PlatformContext): ScheduledJob {
  return {
    name: 'game-studio.crash',
    run(now) {
      const nowMs = now.getTime();
      settleDueCrashBets(ctx, now);
      for (const round of unsettledCrashRounds(ctx.db)) {
        if (nowMs < round.crash_at_ms) continue;
        const left = ctx.db.prepare("SELECT COUNT(*) FROM game_rounds WHERE kind = 'crash' AND table_round_id = ? AND status = 'pending'").pluck().get(round.id) as number;
        if (left > 0) continue;
        const marked = ctx.db.prepare('UPDATE crash_rounds SET settled_at = ? WHERE id = ? AND settled_at IS NULL').run(now.toISOString(), round.id).changes;
        if (marked > 0) pushCrashRound(ctx, readCrashRound(ctx.db, round.id)!, nowMs);
      }
      for (const game of gamesOnScreen(ctx.db, 'crash', nowMs)) {
        const { round, created } = ensureCrashRound(ctx, game, nowMs);
        // A new round (bets open) and every tick of a flight are pushed; a crash was pushed above, once.
        if (created || crashPhase(round, nowMs) === 'flying') pushCrashRound(ctx, round, nowMs);
      }
    },
    nextDueAt(now) {
      const nowMs = now.getTime();
      const due: number[] = [];
      for (const round of unsettledCrashRounds(ctx.db)) {
        if (nowMs < round.launch_at_ms) due.push(round.launch_at_ms);
        else if (nowMs < round.crash_at_ms) due.push(Math.min(round.crash_at_ms, nowMs + CRASH_TICK_MS));
        else due.push(nowMs);
      }
      const bets = ctx.db.prepare("SELECT * FROM game_rounds WHERE kind = 'crash' AND status = 'pending'").all() as GameRoundRow[];
      for (const bet of bets) {
        const auto = stateOf<CrashBetState>(bet).auto_cash_out;
        const round = auto === null ? undefined : readCrashRound(ctx.db, bet.table_round_id!);
        if (round && auto !== null) due.push(round.launch_at_ms + msToReach(auto));
      }
      for (const game of gamesOnScreen(ctx.db, 'crash', nowMs)) {
        const latest = latestCrashRound(ctx.db, game);
        due.push(latest ? latest.crash_at_ms + CRASH_PAUSE_MS : nowMs);
      }
      return due.length > 0 ? new Date(Math.max(nowMs, Math.min(...due))) : null;
    },
  };
}
