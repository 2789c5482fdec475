import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { crashCommitment, crashPoint, crashTimeMs, multiplierAt } from './engines/crash';
import { newServerSeed } from './engines/random-stream';

/**
 * The shared rounds of a crash game (turbogames/rocket-x and any game of category `crash`): everyone on the
 * game plays the same rocket. A round opens for bets (CRASH_BETTING_MS), launches, flies until its crash
 * point, shows the crash for CRASH_PAUSE_MS, and the next one opens. Rounds run while someone has the game on
 * screen (a session seen in the last TABLE_ACTIVE_MS) or holds a bet in one; the first visitor after a quiet
 * spell opens a new round at once.
 *
 * Provably fair: the round's seed is drawn when it is created and only its sha256 is shown until the rocket
 * exploded; then the seed is revealed and anyone can check crashPoint(seed, round id) (engines/crash.ts).
 * Everything about a round is fixed when it is created (its crash point, hence its crash instant), so its
 * phase at any time is a pure function of the row and the platform clock.
 */
export const CRASH_BETTING_MS = 7_000;
export const CRASH_PAUSE_MS = 4_000;
/** How often the flying multiplier is pushed (pages draw the curve in between). */
export const CRASH_TICK_MS = 500;
/** A shared table (crash, live) runs rounds while a session of it was seen this recently. */
export const TABLE_ACTIVE_MS = 5 * 60_000;

export interface CrashRoundRow {
  id: number;
  game_identifier: string;
  seed: string;
  seed_hash: string;
  crash_point: number;
  opens_at_ms: number;
  launch_at_ms: number;
  crash_at_ms: number;
  settled_at: string | null;
}

export type CrashPhase = 'betting' | 'flying' | 'crashed';

export function crashPhase(round: CrashRoundRow, nowMs: number): CrashPhase {
  if (nowMs < round.launch_at_ms) return 'betting';
  return nowMs < round.crash_at_ms ? 'flying' : 'crashed';
}

/** What everyone may see of a round at `nowMs`: the crash point and the seed only once it crashed. */
export interface CrashRoundView {
  game: string;
  round_id: number;
  phase: CrashPhase;
  seed_hash: string;
  opens_at: number;
  launch_at: number;
  /** Hundredths shown now (100 while bets are open). */
  multiplier: number;
  crash_point: number | null;
  crashed_at: number | null;
  seed: string | null;
  /** When the next round opens for bets (after the crash). */
  next_opens_at: number | null;
  server_time: number;
}

export function crashRoundView(round: CrashRoundRow, nowMs: number): CrashRoundView {
  const phase = crashPhase(round, nowMs);
  const crashed = phase === 'crashed';
  return {
    game: round.game_identifier,
    round_id: round.id,
    phase,
    seed_hash: round.seed_hash,
    opens_at: round.opens_at_ms,
    launch_at: round.launch_at_ms,
    multiplier: crashed ? round.crash_point : multiplierAt(nowMs - round.launch_at_ms),
    crash_point: crashed ? round.crash_point : null,
    crashed_at: crashed ? round.crash_at_ms : null,
    seed: crashed ? round.seed : null,
    next_opens_at: crashed ? round.crash_at_ms + CRASH_PAUSE_MS : null,
    server_time: nowMs,
  };
}

export const readCrashRound = (db: Db, id: number) => db.prepare('SELECT * FROM crash_rounds WHERE id = ?').get(id) as CrashRoundRow | undefined;

export const latestCrashRound = (db: Db, game: string) =>
  db.prepare('SELECT * FROM crash_rounds WHERE game_identifier = ? ORDER BY id DESC LIMIT 1').get(game) as CrashRoundRow | undefined;

/** The last finished rounds of a game (newest first): the strip of recent crash points a page shows. */
export const recentCrashPoints = (db: Db, game: string, nowMs: number, count = 12) =>
  db.prepare('SELECT crash_point FROM crash_rounds WHERE game_identifier = ? AND crash_at_ms <= ? ORDER BY id DESC LIMIT ?').pluck().all(game, nowMs, count) as number[];

/**
 * The game's round at `nowMs`: the latest one while it runs or shows its crash, else a new one opened now
 * (or when the previous pause ended, if that was less than a betting window ago: the schedule keeps its
 * rhythm when the scheduler wakes a little late). One immediate transaction, so two callers create one round.
 */
export function ensureCrashRound(ctx: Pick<PlatformContext, 'db'>, game: string, nowMs: number): { round: CrashRoundRow; created: boolean } {
  return transaction(ctx.db, () => {
    const latest = latestCrashRound(ctx.db, game);
    if (latest && nowMs < latest.crash_at_ms + CRASH_PAUSE_MS) return { round: latest, created: false };
    const nextInRhythm = latest ? latest.crash_at_ms + CRASH_PAUSE_MS : -Infinity;
    const opensAt = nowMs - nextInRhythm < CRASH_BETTING_MS ? nextInRhythm : nowMs;
    const launchAt = opensAt + CRASH_BETTING_MS;
    const seed = newServerSeed();
    const id = Number(
      ctx.db
        .prepare('INSERT INTO crash_rounds (game_identifier, seed, seed_hash, crash_point, opens_at_ms, launch_at_ms, crash_at_ms) VALUES (?, ?, ?, 100, ?, ?, ?)')
        .run(game, seed, crashCommitment(seed), opensAt, launchAt, launchAt).lastInsertRowid,
    );
    // The crash point is HMAC(seed, round id): known only once the row has its id.
    const point = crashPoint(seed, id);
    ctx.db.prepare('UPDATE crash_rounds SET crash_point = ?, crash_at_ms = ? WHERE id = ?').run(point, launchAt + crashTimeMs(point), id);
    return { round: readCrashRound(ctx.db, id)!, created: true };
  }).immediate();
}

/** Pushes a round's public view on the `crash` channel (after the transaction that changed it committed). */
export function pushCrashRound(ctx: Pick<PlatformContext, 'events'>, round: CrashRoundRow, nowMs: number) {
  ctx.events.emit({ scope: 'public', channel: 'crash', event: 'crash', payload: crashRoundView(round, nowMs) });
}

/** Games of a shared kind (crash, live-roulette) someone had on screen in the last TABLE_ACTIVE_MS. */
export function gamesOnScreen(db: Db, kind: 'crash' | 'live-roulette', nowMs: number): string[] {
  const since = new Date(nowMs - TABLE_ACTIVE_MS).toISOString();
  return db.prepare('SELECT DISTINCT game_identifier FROM game_sessions WHERE kind = ? AND last_seen_at >= ?').pluck().all(kind, since) as string[];
}

/** Rounds not settled yet: their bets are paid and their seed revealed even if everyone left. */
export const unsettledCrashRounds = (db: Db) => db.prepare('SELECT * FROM crash_rounds WHERE settled_at IS NULL ORDER BY id').all() as CrashRoundRow[];
