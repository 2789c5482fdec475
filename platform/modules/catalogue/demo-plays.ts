import type { Db } from '../../db/database';
import { CATALOGUE_ANCHOR, type GameSeed } from '../../seed-data/games';
import { createPrng } from '../../seed-data/prng';
import { HOT_WINDOW_DAYS, hourKey } from './round-counts';

/** How many games the demo's background players played in the week before the seed. */
const DEMO_PLAYED_GAMES = 30;

/**
 * The demo's background play (DESIGN §12: every engine seeds a living state): the week before `now`, a
 * few dozen released games got real-money rounds from visitors the demo does not show, one count per game
 * and day. What is hot is then a trend of that week, drawn from the whole catalogue, not the operator's
 * all-time top list. Deterministic per game; `INSERT OR IGNORE`, so a re-run at the same hour adds nothing.
 * These counts leave the window a week later like any others: a demo nobody plays has no hot games then.
 */
export function seedDemoPlays(db: Db, games: readonly GameSeed[], now: Date) {
  const rng = createPrng(20261124);
  const released = games.filter((g) => Date.parse(g.game.released_at!) <= CATALOGUE_ANCHOR);
  const insert = db.prepare('INSERT OR IGNORE INTO game_round_counts (game_identifier, hour, rounds) VALUES (?, ?, ?)');
  for (const seed of rng.sample(released, DEMO_PLAYED_GAMES)) {
    const perDay = rng.int(2, 60);
    for (let day = 1; day <= HOT_WINDOW_DAYS; day++) {
      insert.run(seed.game.identifier, hourKey(new Date(now.getTime() - day * 86_400_000)), perDay + rng.int(-Math.floor(perDay / 2), perDay));
    }
  }
}
