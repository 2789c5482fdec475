import type { Db } from '../../db/database';
import type { RoundSettled } from '../../domain-event-map';

/**
 * "Hot" is what players stake money on right now. The catalogue keeps its own tally of real-money rounds
 * per game and UTC hour (`game_round_counts`), counted from `round.settled` after commit: it reads no other
 * module's rounds. Demo rounds are not counted (play money anyone can spin without end); free rounds of a
 * free-spin pack are real-mode play and are.
 */

/** Hot games are the most played in this many days before the current hour. */
export const HOT_WINDOW_DAYS = 7;
/** At most this many games are hot at once: a badge on every tile would say nothing. */
export const HOT_TOP = 12;
/** A game needs at least this many rounds in the window to be hot: two spins in a quiet week are not a trend. */
export const HOT_MIN_ROUNDS = 20;

const HOUR_MS = 3_600_000;

/** `'YYYY-MM-DDTHH'` (UTC) of an instant. */
export const hourKey = (at: Date | string) => new Date(at).toISOString().slice(0, 13);

/** The hours the window covers at `now`: the last HOT_WINDOW_DAYS of completed hours, `[from, to)`. */
export function hotWindow(now: Date): { from: string; to: string } {
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return { from: hourKey(new Date(hourStart - HOT_WINDOW_DAYS * 24 * HOUR_MS)), to: hourKey(new Date(hourStart)) };
}

/** Adds `rounds` to a game's hour (the subscriber adds one per round; the demo seed adds its background play). */
export function addRounds(db: Db, gameIdentifier: string, hour: string, rounds: number) {
  db.prepare(
    `INSERT INTO game_round_counts (game_identifier, hour, rounds) VALUES (?, ?, ?)
     ON CONFLICT (game_identifier, hour) DO UPDATE SET rounds = rounds + excluded.rounds`,
  ).run(gameIdentifier, hour, rounds);
}

/** round.settled (after commit): one more round of the game in the hour it settled; unknown games count nothing. */
export function countRound(db: Db, round: RoundSettled) {
  if (round.mode !== 'real') return;
  const known = db.prepare('SELECT 1 FROM games WHERE identifier = ?').get(round.gameIdentifier) !== undefined;
  if (known) addRounds(db, round.gameIdentifier, hourKey(round.settledAt), 1);
}

/**
 * The hot games at `now`, most played first (ties: identifier): released games with at least HOT_MIN_ROUNDS
 * rounds in the window, at most HOT_TOP of them.
 */
export function hotGames(db: Db, now: Date): string[] {
  const { from, to } = hotWindow(now);
  return db
    .prepare(
      `SELECT c.game_identifier FROM game_round_counts c JOIN games g ON g.identifier = c.game_identifier
       WHERE c.hour >= ? AND c.hour < ? AND g.released_at <= ?
       GROUP BY c.game_identifier HAVING SUM(c.rounds) >= ? ORDER BY SUM(c.rounds) DESC, c.game_identifier LIMIT ?`,
    )
    .pluck()
    .all(from, to, now.toISOString(), HOT_MIN_ROUNDS, HOT_TOP) as string[];
}

/** Drops the hours before the window: they can never count again. */
export function pruneRoundCounts(db: Db, now: Date) {
  db.prepare('DELETE FROM game_round_counts WHERE hour < ?').run(hotWindow(now).from);
}
