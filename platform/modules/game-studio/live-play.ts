import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { ScheduledJob } from '../../scheduler';
import { settleEach } from '../../scheduler';
import { betRefusal } from './bet-admission';
import { gamesOnScreen } from './crash-rounds';
import { DEFAULT_LIVE_SCHEDULE, liveRoundCommitment, liveRoundSeed, phaseAt, resultOf, roundTimes, type LivePhase } from './engines/live-table';
import { colorOf, settleRoulette, type RouletteBet, type RouletteColor } from './engines/roulette';
import { checkRouletteBets } from './engines/roulette-bets';
import { rouletteLimits } from './game-engine';
import { readGameSession } from './game-sessions';
import { balanceAfter, debitRoundStake, settleRound, StakeRefused, stakedRound } from './round-money';
import { insertRound, readRound, stateOf, type GameRoundRow } from './round-store';
import { rouletteBetsView, type RouletteBetView } from './roulette-play';
import type { PlayResult } from './slot-play';

/**
 * The live roulette tables: every live game (live roulette, and the live shows and card tables the studio has
 * no engine of) is a table shared by all its players, its table id the game's identifier. A round every 30 s
 * (DEFAULT_LIVE_SCHEDULE: 20 s of bets, then the wheel), the same for every player and process: round, phase and
 * number are pure functions of the platform clock and the table seed (engines/live-table.ts), a platform secret
 * kept in the core's `meta` table. A bet is debited when placed (round row `pending`); the `game-studio.live` job
 * settles every bet of a round once its betting window closed, and pushes the number to everyone on the
 * `live_tables` channel with the round's seed (its sha256 was pushed when bets opened).
 */
export const LIVE_SCHEDULE = DEFAULT_LIVE_SCHEDULE;
const TABLE_SEED_KEY = 'game-studio.live_table_seed';

/** The platform's table seed: drawn once per database, never sent. */
export function tableSeed(db: Db): string {
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(TABLE_SEED_KEY, randomBytes(32).toString('hex'));
  return db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(TABLE_SEED_KEY) as string;
}

export interface LiveRoundView {
  table_id: string;
  round_id: number;
  phase: LivePhase;
  starts_at: number;
  betting_ends_at: number;
  ends_at: number;
  /** sha256 of the round seed, published while bets are open. */
  seed_hash: string;
  /** Once the wheel stopped (the result phase). */
  number: number | null;
  color: RouletteColor | null;
  seed: string | null;
  server_time: number;
}

/** A round of a table as everyone may see it at `nowMs` (the current round unless `roundId` is given). */
export function liveRoundView(db: Db, tableId: string, nowMs: number, roundId?: number): LiveRoundView {
  const times = roundId === undefined ? phaseAt(LIVE_SCHEDULE, nowMs) : roundTimes(LIVE_SCHEDULE, roundId);
  const seed = tableSeed(db);
  const open = nowMs >= times.bettingEndsAt;
  const number = open ? resultOf(seed, tableId, times.roundId) : null;
  return {
    table_id: tableId,
    round_id: times.roundId,
    phase: nowMs < times.bettingEndsAt ? 'betting' : 'result',
    starts_at: times.startsAt,
    betting_ends_at: times.bettingEndsAt,
    ends_at: times.endsAt,
    seed_hash: liveRoundCommitment(seed, tableId, times.roundId),
    number,
    color: number === null ? null : colorOf(number),
    seed: open ? liveRoundSeed(seed, tableId, times.roundId) : null,
    server_time: nowMs,
  };
}

const pushRound = (ctx: Pick<PlatformContext, 'events'>, view: LiveRoundView) =>
  ctx.events.emit({ scope: 'public', channel: 'live_tables', event: 'live_round', payload: view });

/** Records that a round's bets opened; true the first time (then it is pushed). */
const announce = (db: Db, tableId: string, roundId: number, now: Date) =>
  db.prepare('INSERT OR IGNORE INTO live_table_rounds (table_id, round_id, announced_at) VALUES (?, ?, ?)').run(tableId, roundId, now.toISOString()).changes > 0;

export interface LiveBetState {
  bets: RouletteBet[];
}

export interface LiveBetView {
  bet_id: number;
  round_id: number;
  status: 'pending' | 'finished';
  bets: RouletteBetView[];
  bet_cents: number;
  win_cents: number;
  number: number | null;
}

export interface LiveOutcome {
  round_id: number;
  number: number;
  color: RouletteColor;
  bets: RouletteBetView[];
}

export function liveBetView(bet: GameRoundRow): LiveBetView {
  if (bet.status === 'pending') {
    const { bets } = stateOf<LiveBetState>(bet);
    return { bet_id: bet.id, round_id: bet.table_round_id!, status: 'pending', bets: bets.map((b) => ({ ...b, win_cents: 0 })), bet_cents: bet.bet_cents, win_cents: 0, number: null };
  }
  const outcome = JSON.parse(bet.outcome ?? 'null') as LiveOutcome | null;
  return { bet_id: bet.id, round_id: bet.table_round_id!, status: 'finished', bets: outcome?.bets ?? [], bet_cents: bet.bet_cents, win_cents: bet.win_cents, number: outcome?.number ?? null };
}

export interface LiveBetAnswer {
  bet: LiveBetView;
  round: LiveRoundView;
  balance_cents: number;
}

interface LivePlaceResult {
  result: PlayResult<LiveBetAnswer>;
  announced: boolean;
}

function placeInTransaction(ctx: PlatformContext, sessionId: string, input: unknown): LivePlaceResult {
  const session = readGameSession(ctx.db, sessionId);
  if (!session || session.kind !== 'live-roulette') return { result: { ok: false, status: 404 }, announced: false };
  const now = ctx.clock.now();
  const phase = phaseAt(LIVE_SCHEDULE, now.getTime());
  if (phase.phase !== 'betting') return { result: { ok: false, status: 422, errors: { bets: ['betting_closed'] } }, announced: false };
  const checked = checkRouletteBets(input, rouletteLimits(ctx.db, session.game_identifier, session.currency));
  if (!checked.ok) return { result: { ok: false, status: 422, errors: checked.errors }, announced: false };
  const refusal = betRefusal(ctx.db, session, checked.total_cents, { now });
  if (refusal) return { result: { ok: false, status: 422, errors: refusal }, announced: false };
  const table = session.game_identifier;
  ctx.db.prepare('UPDATE game_sessions SET rounds_played = rounds_played + 1, last_seen_at = ? WHERE id = ?').run(now.toISOString(), session.id);
  const state: LiveBetState = { bets: checked.bets };
  const betId = insertRound(ctx.db, {
    playerId: session.player_id,
    sessionId: session.id,
    gameIdentifier: table,
    mode: session.mode,
    currency: session.currency,
    kind: 'live-roulette',
    betCents: checked.total_cents,
    // The round's own seed (revealed with its number) and its name: resultOf replays it.
    seed: liveRoundSeed(tableSeed(ctx.db), table, phase.roundId),
    nonce: `${table}:${phase.roundId}`,
    state,
    tableRoundId: phase.roundId,
    now,
  });
  debitRoundStake(ctx.db, stakedRound(session, betId), checked.total_cents, { extra: false });
  const announced = announce(ctx.db, table, phase.roundId, now);
  const bet = readRound(ctx.db, betId)!;
  return {
    result: { ok: true, playerId: session.player_id, body: { bet: liveBetView(bet), round: liveRoundView(ctx.db, table, now.getTime()), balance_cents: balanceAfter(ctx.db, bet) } },
    announced,
  };
}

/** POST …/live/bet: bets on the table's round taking bets now (the roulette bet list). */
export function placeLiveBet(ctx: PlatformContext, sessionId: string, bets: unknown): PlayResult<LiveBetAnswer> {
  try {
    const placed = transaction(ctx.db, placeInTransaction).immediate(ctx, sessionId, bets);
    if (placed.result.ok && placed.announced) pushRound(ctx, placed.result.body.round);
    return placed.result;
  } catch (error) {
    if (error instanceof StakeRefused) return { ok: false, status: 422, errors: error.errors };
    throw error;
  }
}

/**
 * Settles a table's round once its bets closed: every bet in its own transaction (marked then paid, so a
 * second run pays nothing), then the round is recorded settled and its number pushed, once.
 */
function settleTableRound(ctx: PlatformContext, tableId: string, roundId: number, now: Date) {
  const number = resultOf(tableSeed(ctx.db), tableId, roundId);
  const bets = ctx.db
    .prepare("SELECT id FROM game_rounds WHERE kind = 'live-roulette' AND game_identifier = ? AND table_round_id = ? AND status = 'pending' ORDER BY id")
    .pluck()
    .all(tableId, roundId) as number[];
  settleEach(
    bets,
    (id) =>
      transaction(ctx.db, () => {
        const bet = readRound(ctx.db, id);
        if (bet?.status !== 'pending') return;
        const outcome = settleRoulette(stateOf<LiveBetState>(bet).bets, number);
        const view: LiveOutcome = { round_id: roundId, number, color: outcome.color, bets: rouletteBetsView(outcome) };
        settleRound(ctx, id, { winCents: outcome.win_cents, outcome: view, now });
      }).immediate(),
    'live bets',
  );
  const first = transaction(ctx.db, () => {
    announce(ctx.db, tableId, roundId, now);
    return ctx.db
      .prepare('UPDATE live_table_rounds SET number = ?, settled_at = ? WHERE table_id = ? AND round_id = ? AND settled_at IS NULL')
      .run(number, now.toISOString(), tableId, roundId).changes > 0;
  }).immediate();
  if (first) pushRound(ctx, liveRoundView(ctx.db, tableId, now.getTime(), roundId));
}

/**
 * `game-studio.live`: settles the rounds whose bets closed (those with bets, and the current one of every
 * table on screen, so everyone sees its number) and announces the open round of every table on screen.
 */
export function liveJob(ctx: PlatformContext): ScheduledJob {
  const pendingRounds = () =>
    ctx.db
      .prepare("SELECT DISTINCT game_identifier AS table_id, table_round_id AS round_id FROM game_rounds WHERE kind = 'live-roulette' AND status = 'pending'")
      .all() as { table_id: string; round_id: number }[];
  return {
    name: 'game-studio.live',
    run(now) {
      const nowMs = now.getTime();
      const due = pendingRounds().filter((r) => roundTimes(LIVE_SCHEDULE, r.round_id).bettingEndsAt <= nowMs);
      const phase = phaseAt(LIVE_SCHEDULE, nowMs);
      const tables = gamesOnScreen(ctx.db, 'live-roulette', nowMs);
      if (phase.phase === 'result') for (const table of tables) due.push({ table_id: table, round_id: phase.roundId });
      settleEach(due, (r) => settleTableRound(ctx, r.table_id, r.round_id, now), 'live rounds');
      if (phase.phase === 'betting') {
        for (const table of tables) {
          const first = transaction(ctx.db, () => announce(ctx.db, table, phase.roundId, now)).immediate();
          if (first) pushRound(ctx, liveRoundView(ctx.db, table, nowMs));
        }
      }
    },
    nextDueAt(now) {
      const nowMs = now.getTime();
      const pending = pendingRounds();
      if (pending.some((r) => roundTimes(LIVE_SCHEDULE, r.round_id).bettingEndsAt <= nowMs)) return now;
      if (pending.length === 0 && gamesOnScreen(ctx.db, 'live-roulette', nowMs).length === 0) return null;
      const phase = phaseAt(LIVE_SCHEDULE, nowMs);
      return new Date(phase.phase === 'betting' ? phase.bettingEndsAt : phase.endsAt);
    },
  };
}

/** A session's bets in a table round (the page shows them with their wins after the wheel). */
export const sessionLiveBets = (db: Db, sessionId: string, roundId: number) =>
  (db.prepare("SELECT * FROM game_rounds WHERE session_id = ? AND kind = 'live-roulette' AND table_round_id = ? ORDER BY id").all(sessionId, roundId) as GameRoundRow[]).map(liveBetView);
