import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { generateGames } from '../../seed-data/games';
import { generateJackpots, generateJackpotWins } from '../../seed-data/jackpots';

/**
 * Per level index (Mini, Minor, Major, Grand): the pool's restart amount in EUR cents, its share of each
 * contributing bet (basis points) and its chance to drop on one bet (ppm). Together a bet gives 2 % of its stake to
 * each jackpot it plays for; a Mini drops about once in 400 bets, a Grand about once in 500 000.
 */
export const LEVEL_RULES = [
  { seedCents: 2_500, shareBp: 100, chancePpm: 2_500 },
  { seedCents: 25_000, shareBp: 50, chancePpm: 250 },
  { seedCents: 500_000, shareBp: 30, chancePpm: 20 },
  { seedCents: 10_000_000, shareBp: 20, chancePpm: 2 },
] as const;

/** The seed's mystic jackpots: they also have a page at `/{identifier}` (client flag enableMysticJackpots). */
const MYSTIC = new Set(['mystic-jackpot']);

/**
 * Three network jackpots over every jackpot game of the catalogue (the seed data's definitions and start amounts:
 * a living state, not all at their seed), and 30 past winners for the leaderboards. Re-runnable: natural keys and
 * `INSERT OR IGNORE`; the draw seed of a new jackpot is random and recorded.
 */
export function seedJackpots(db: Db, now: Date = new Date()) {
  const jackpotGames = generateGames()
    .filter((g) => g.game.categories?.includes('jackpots'))
    .map((g) => g.game.identifier);
  const insertPool = db.prepare(
    'INSERT OR IGNORE INTO jackpot_pools (id, identifier, name, state, mystic, currency, allowed_currencies, draw_seed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare('INSERT OR IGNORE INTO jackpot_pool_games (jackpot_id, game_identifier) VALUES (?, ?)');
  const insertLevel = db.prepare(
    `INSERT OR IGNORE INTO jackpot_levels (id, jackpot_id, identifier, name, level_index, seed_cents, amount_cents, share_bp, drop_chance_ppm)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const jackpot of generateJackpots(jackpotGames)) {
    insertPool.run(jackpot.id, jackpot.identifier, jackpot.name, jackpot.state, MYSTIC.has(jackpot.identifier) ? 1 : 0, jackpot.currency, JSON.stringify(jackpot.allowed_currencies), randomInt(2 ** 31), now.toISOString());
    // A network jackpot: every jackpot game of the catalogue feeds it.
    for (const game of jackpotGames) insertGame.run(jackpot.id, game);
    for (const level of jackpot.levels) {
      const rules = LEVEL_RULES[level.index] ?? LEVEL_RULES[0];
      insertLevel.run(level.id, jackpot.id, level.identifier, level.name, level.index, rules.seedCents, Math.max(level.amount_cents, rules.seedCents), rules.shareBp, rules.chancePpm);
    }
  }
  // Past winners (no player of this database): the leaderboard is not empty on a fresh start.
  if ((db.prepare("SELECT COUNT(*) FROM jackpot_awards WHERE origin = 'seed'").pluck().get() as number) > 0) return;
  const insertAward = db.prepare(
    `INSERT INTO jackpot_awards (jackpot_id, origin, user_name, level_name, original_amount_cents, original_currency, amount_cents, currency, created_at)
     VALUES (?, 'seed', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const poolIds = db.prepare('SELECT id FROM jackpot_pools ORDER BY id').pluck().all() as number[];
  generateJackpotWins().forEach((win, i) => {
    const jackpotId = poolIds[i % poolIds.length];
    if (jackpotId === undefined) return;
    insertAward.run(jackpotId, win.user_name, win.jackpot_level_name, win.jackpot_original_amount_cents, win.jackpot_original_currency, win.amount_cents, win.currency, win.created_at);
  });
}
