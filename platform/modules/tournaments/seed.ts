import type { Db } from '../../db/database';
import { generateGames } from '../../seed-data/games';
import { findPlayerByEmail } from '../accounts/public';
import { createTournament, type NewTournament, type NewTournamentPrize } from './create-tournament';
import { DAY_MS, WEEK_MS, startOfWeekUtc } from '../../seed-data/weeks';

/**
 * The living demo state (DESIGN §12), relative to the moment of seeding yet alive on a long-running demo:
 * every seeded tournament belongs to a recurring series, and the scheduler's finish job creates the next
 * instance of a series when one ends. So a demo started months ago still shows this week's races.
 *
 * - Weekly Spin Race (bets_sum, the notice strip's and the banner's `weekly-spin-race`), Big Win Hunt
 *   (wins_sum), Multiplier Mania (max_multiplier, confirmation required): this week, Monday to Monday UTC.
 * - Spin Marathon (bets_count, three studios only): Thursday to Thursday UTC.
 * - Happy Hour Blitz (bets_sum): starts five minutes after seeding, lasts an hour, daily: a future
 *   tournament whose timer turns it active, then a short active one.
 * - Testers' Preview Cup: only for group 21 (testers), hidden from everyone else.
 * - Live Table Showdown (wins_sum, live-casino games only): the promo area's live tab.
 * - Last week's Weekly Spin Race and Multiplier Mania, finished, with winners: seeded history (results
 *   written by the seed, which moves no money; the ledger holds only prizes the scheduler paid).
 *
 * Re-runnable: a series that has any tournament already is left alone.
 */

const DAY = DAY_MS;
const WEEK = WEEK_MS;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Live-casino tables of the seeded catalogue that take euros on phone and desktop, from the same generator the catalogue seeds
 * from (static seed data, not the catalogue's tables): a live tournament lists its games.
 */
const liveTables = (count: number): string[] =>
  generateGames()
    .map(({ game }) => game)
    // On both devices: the tournament's games are listed on phone and desktop alike.
    .filter((game) => (game.categories ?? []).includes('live') && 'EUR' in game.currencies && ['desktop', 'mobile'].every((d) => game.devices?.includes(d)))
    .slice(0, count)
    .map((game) => game.identifier);

// €10,000 in all, as the notice strip announces; places 11–20 get free spins (a pending award for the bonuses engine).
const SPIN_RACE_PRIZES: NewTournamentPrize[] = [
  { place: 1, moneyCents: 400_000 },
  { place: 2, moneyCents: 250_000 },
  { place: 3, moneyCents: 150_000 },
  { place: 4, moneyCents: 100_000 },
  { place: 5, moneyCents: 50_000 },
  ...[6, 7, 8, 9, 10].map((place) => ({ place, moneyCents: 10_000 })),
  ...[11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((place) => ({ place, freeSpins: 25 })),
];

type Series = Omit<NewTournament, 'slug' | 'startAt' | 'endAt' | 'series'> & { series: string; everySeconds: number; window: (now: Date) => [number, number] };

const SERIES: Series[] = [
  {
    series: 'weekly-spin-race',
    title: 'Weekly Spin Race',
    description: 'Every real-money bet counts: the more you wager on any game this week, the higher you climb. €10,000 for the top 10, free spins down to 20th place.',
    image: '/previews/banners/weekly-spin-race.svg',
    strategy: 'bets_sum',
    currency: 'EUR',
    prizes: SPIN_RACE_PRIZES,
    leaderboardSize: 20,
    everySeconds: WEEK / 1000,
    window: (now) => [startOfWeekUtc(now), startOfWeekUtc(now) + WEEK],
  },
  {
    series: 'big-win-hunt',
    title: 'Big Win Hunt',
    description: 'Your winnings add up: the player with the most won on real-money spins this week takes the top prize.',
    image: '/previews/banners/big-win-hunt.svg',
    strategy: 'wins_sum',
    currency: 'EUR',
    prizes: [{ place: 1, moneyCents: 150_000 }, { place: 2, moneyCents: 75_000 }, { place: 3, moneyCents: 25_000 }, { place: 4, freeSpins: 50 }, { place: 5, freeSpins: 50 }],
    everySeconds: WEEK / 1000,
    window: (now) => [startOfWeekUtc(now), startOfWeekUtc(now) + WEEK],
  },
  {
    series: 'multiplier-mania',
    title: 'Multiplier Mania',
    description: 'Join, then chase one huge hit: your best single win divided by its bet is your score. Opt-in required.',
    image: '/previews/banners/multiplier-mania.svg',
    strategy: 'max_multiplier',
    currency: 'EUR',
    userConfirmationRequired: true,
    prizes: [{ place: 1, moneyCents: 100_000 }, { place: 2, moneyCents: 50_000 }, { place: 3, moneyCents: 25_000, freeSpins: 30 }],
    everySeconds: WEEK / 1000,
    window: (now) => [startOfWeekUtc(now), startOfWeekUtc(now) + WEEK],
  },
  {
    series: 'spin-marathon',
    title: 'Spin Marathon',
    description: 'Count every spin on Aurora Reels, Emberline and Moonrise Gaming slots, Thursday to Thursday.',
    image: '/previews/banners/spin-marathon.svg',
    strategy: 'bets_count',
    currency: 'EUR',
    providers: ['aurora-reels', 'emberline', 'moonrise-gaming'],
    prizes: [{ place: 1, moneyCents: 50_000 }, { place: 2, moneyCents: 25_000, freeSpins: 20 }, { place: 3, freeSpins: 40 }],
    everySeconds: WEEK / 1000,
    window: (now) => {
      const thursday = startOfWeekUtc(now) + 3 * DAY;
      const start = now.getTime() >= thursday ? thursday : thursday - WEEK;
      return [start, start + WEEK];
    },
  },
  {
    series: 'happy-hour-blitz',
    title: 'Happy Hour Blitz',
    description: 'One hour a day, same time each day: the biggest total stake in the hour wins.',
    image: '/previews/banners/happy-hour-blitz.svg',
    strategy: 'bets_sum',
    currency: 'EUR',
    prizes: [{ place: 1, moneyCents: 20_000 }, { place: 2, moneyCents: 10_000 }, { place: 3, freeSpins: 15 }],
    everySeconds: DAY / 1000,
    window: (now) => {
      // Five minutes ahead, on a whole minute.
      const start = Math.ceil((now.getTime() + 5 * 60_000) / 60_000) * 60_000;
      return [start, start + 3_600_000];
    },
  },
  {
    series: 'live-table-showdown',
    title: 'Live Table Showdown',
    description: 'Roulette, blackjack and game shows with real dealers: the most won at the live tables this week takes the top prize.',
    image: '/previews/banners/live-table-showdown.svg',
    strategy: 'wins_sum',
    currency: 'EUR',
    games: liveTables(8),
    prizes: [{ place: 1, moneyCents: 75_000 }, { place: 2, moneyCents: 40_000 }, { place: 3, moneyCents: 20_000 }],
    everySeconds: WEEK / 1000,
    window: (now) => [startOfWeekUtc(now), startOfWeekUtc(now) + WEEK],
  },
  {
    series: 'testers-preview-cup',
    title: "Testers' Preview Cup",
    description: 'For the testers group only: bets on any game this week.',
    strategy: 'bets_sum',
    currency: 'EUR',
    groupIds: [21],
    prizes: [{ place: 1, freeSpins: 100 }],
    everySeconds: WEEK / 1000,
    window: (now) => [startOfWeekUtc(now), startOfWeekUtc(now) + WEEK],
  },
];

/** Demo players and their standing (real bets and wins in EUR minor units) per series. */
interface Standing {
  email: string;
  bets: number;
  betCents: number;
  wins: number;
  winCents: number;
  /** max_multiplier only: best multiplier in hundredths. */
  bestMultiplier?: number;
  hoursAgo: number;
}

const STANDINGS: Record<string, Standing[]> = {
  'weekly-spin-race': [
    { email: 'vip@croupier.dev', bets: 310, betCents: 186_000, wins: 96, winCents: 171_500, hoursAgo: 3 },
    { email: 'demo@croupier.dev', bets: 84, betCents: 16_800, wins: 27, winCents: 14_950, hoursAgo: 6 },
    { email: 'twofa@croupier.dev', bets: 40, betCents: 8_000, wins: 11, winCents: 5_300, hoursAgo: 20 },
  ],
  'big-win-hunt': [
    { email: 'twofa@croupier.dev', bets: 55, betCents: 11_000, wins: 19, winCents: 24_600, hoursAgo: 4 },
    { email: 'vip@croupier.dev', bets: 120, betCents: 60_000, wins: 35, winCents: 21_900, hoursAgo: 2 },
    { email: 'demo@croupier.dev', bets: 30, betCents: 6_000, wins: 9, winCents: 4_250, hoursAgo: 9 },
  ],
  // The demo player has not joined: the tournament page offers them the confirm button.
  'multiplier-mania': [
    { email: 'vip@croupier.dev', bets: 75, betCents: 37_500, wins: 22, winCents: 41_000, bestMultiplier: 4_250, hoursAgo: 5 },
    { email: 'twofa@croupier.dev', bets: 20, betCents: 4_000, wins: 7, winCents: 6_200, bestMultiplier: 1_880, hoursAgo: 30 },
  ],
  'spin-marathon': [
    { email: 'demo@croupier.dev', bets: 212, betCents: 21_200, wins: 70, winCents: 19_400, hoursAgo: 1 },
    { email: 'vip@croupier.dev', bets: 145, betCents: 72_500, wins: 51, winCents: 66_000, hoursAgo: 8 },
  ],
};

/** Last week's results: the demo player won a prize in the spin race. */
const HISTORY: Record<string, Standing[]> = {
  'weekly-spin-race': [
    { email: 'vip@croupier.dev', bets: 402, betCents: 241_200, wins: 130, winCents: 228_000, hoursAgo: 30 },
    { email: 'demo@croupier.dev', bets: 150, betCents: 45_000, wins: 50, winCents: 39_000, hoursAgo: 50 },
    { email: 'twofa@croupier.dev', bets: 61, betCents: 12_200, wins: 18, winCents: 9_900, hoursAgo: 70 },
  ],
  'multiplier-mania': [
    { email: 'demo@croupier.dev', bets: 33, betCents: 6_600, wins: 12, winCents: 18_400, bestMultiplier: 6_100, hoursAgo: 40 },
    { email: 'vip@croupier.dev', bets: 90, betCents: 45_000, wins: 31, winCents: 39_500, bestMultiplier: 2_740, hoursAgo: 25 },
  ],
};

function scoreOf(strategy: NewTournament['strategy'], s: Standing): number {
  if (strategy === 'bets_sum') return s.betCents;
  if (strategy === 'wins_sum') return s.winCents;
  if (strategy === 'bets_count') return s.bets;
  return s.bestMultiplier ?? 0;
}

/** Score rows as if the players had played, each score reached inside [startMs, endMs]. */
function seedStandings(db: Db, tournamentId: number, series: Series, standings: readonly Standing[], startMs: number, endMs: number) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO tournament_players (tournament_id, player_id, joined_at, joined_via, bets, bet_cents, wins, win_cents, score, score_reached_at)
     VALUES (@t, @player, @joinedAt, 'seed', @bets, @betCents, @wins, @winCents, @score, @reachedAt)`,
  );
  for (const s of standings) {
    const player = findPlayerByEmail(db, s.email);
    if (!player) continue;
    const reachedAt = iso(Math.max(startMs + 60_000, endMs - s.hoursAgo * 3_600_000));
    insert.run({ t: tournamentId, player: player.id, joinedAt: reachedAt, bets: s.bets, betCents: s.betCents, wins: s.wins, winCents: s.winCents, score: scoreOf(series.strategy, s), reachedAt });
  }
}

export function seedTournaments(db: Db, now = new Date()) {
  for (const series of SERIES) {
    if (db.prepare('SELECT 1 FROM tournaments WHERE series = ?').get(series.series)) continue;
    const { series: name, everySeconds, window, ...definition } = series;
    const [start, end] = window(now);
    const history = HISTORY[name];
    if (history) {
      const [pastStart, pastEnd] = [start - everySeconds * 1000, end - everySeconds * 1000];
      const pastId = createTournament(
        db,
        { ...definition, slug: `${name}-${iso(pastStart).slice(0, 10)}`, startAt: iso(pastStart), endAt: iso(pastEnd), series: { name, everySeconds }, origin: 'seed' },
        now,
      );
      seedStandings(db, pastId, series, history, pastStart, pastEnd);
      seedHistoryResults(db, pastId, iso(pastEnd));
    }
    const id = createTournament(db, { ...definition, slug: name, startAt: iso(start), endAt: iso(end), series: { name, everySeconds }, origin: 'seed' }, now);
    const standings = STANDINGS[name];
    if (standings && start < now.getTime()) seedStandings(db, id, series, standings, start, Math.min(now.getTime(), end));
  }
}

/** A finished tournament of the past: its results as the finish would have written them, without money. */
function seedHistoryResults(db: Db, tournamentId: number, finishedAt: string) {
  db.prepare('UPDATE tournaments SET finished_at = ? WHERE id = ?').run(finishedAt, tournamentId);
  const ranking = db
    .prepare('SELECT player_id, score FROM tournament_players WHERE tournament_id = ? AND score > 0 ORDER BY score DESC, score_reached_at, score_seq, player_id')
    .all(tournamentId) as { player_id: number; score: number }[];
  const prizes = db.prepare('SELECT award_place, money_award_cents, freespins_count FROM tournament_prizes WHERE tournament_id = ? ORDER BY award_place').all(tournamentId) as {
    award_place: number;
    money_award_cents: number;
    freespins_count: number;
  }[];
  for (const prize of prizes) {
    const winner = ranking[prize.award_place - 1];
    if (!winner) continue;
    db.prepare(
      `INSERT OR IGNORE INTO tournament_results (tournament_id, award_place, player_id, score, money_award_cents, freespins_count, payout_note, awarded_at)
       VALUES (?, ?, ?, ?, ?, ?, 'seeded history', ?)`,
    ).run(tournamentId, prize.award_place, winner.player_id, winner.score, prize.money_award_cents, prize.freespins_count, finishedAt);
  }
}
