import { utcDay } from '../../../schemas/wire/adventures';
import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { readAdventure } from './calendar';
import { dayTargets } from './conditions';
import { addActivity } from './store';

/** The demo player of the calendar: HighRoller, Gold tier (group 259 by the VIP module), in EUR. */
export const DEMO_ADVENTURER = 'vip@croupier.dev';

/** Per-currency amounts from a EUR one (the factors of the fe-config seed's `eur()`, so terms and texts agree). */
const RATES: Record<string, number> = { EUR: 1, USD: 1.08, CAD: 1.47, AUD: 1.63, NZD: 1.78, NOK: 11.5 };

/** The prize terms behind the seeded calendar's keys (`reload_{reload}` €25, `super_prize_{super_prize}` €500). */
const TERMS: { key: string; eurCents: number; wager: number; maxWinEurCents: number | null }[] = [
  { key: 'reload', eurCents: 2_500, wager: 30, maxWinEurCents: 25_000 },
  { key: 'super_prize', eurCents: 50_000, wager: 35, maxWinEurCents: null },
  // Free spins: no amount, only what their winnings must be wagered.
  { key: 'freespins', eurCents: 0, wager: 30, maxWinEurCents: 10_000 },
];

/**
 * The living demo (DESIGN §12), relative to the moment of seeding: the prize terms, and for the demo player day 1
 * (yesterday) completed and day 2 (today) part-way: its deposit made, a third of its wager. That history is seeded
 * activity (`origin = 'seed'`, no payment or round behind it) and a completion with outcome `seeded` (no gift: seeds
 * move nothing); from then on their real deposits and bets count. Re-runnable: rows that exist are kept.
 */
export function seedAdventures(db: Db, now = new Date()) {
  const insertTerms = db.prepare('INSERT OR IGNORE INTO adventure_prize_terms (prize_key, currency, amount_cents, wager_multiplier, max_win_cents) VALUES (?, ?, ?, ?, ?)');
  for (const terms of TERMS) {
    for (const [currency, rate] of Object.entries(RATES)) {
      insertTerms.run(terms.key, currency, Math.round(terms.eurCents * rate), terms.wager, terms.maxWinEurCents === null ? null : Math.round(terms.maxWinEurCents * rate));
    }
  }

  const today = utcDay(now);
  const adventure = readAdventure(db, today);
  const player = findPlayerByEmail(db, DEMO_ADVENTURER);
  if (!adventure || !player) return;
  const seeded = db.prepare('SELECT COUNT(*) FROM adventure_activity WHERE player_id = ? AND adventure_key = ?').pluck().get(player.id, adventure.key) as number;
  if (seeded > 0) return;
  const todayIndex = adventure.days.findIndex((d) => d.date === today);
  if (todayIndex < 1) return; // the seeded calendar starts yesterday; another one gets no history
  const currency = player.currency;
  for (const [index, day] of adventure.days.slice(0, todayIndex + 1).entries()) {
    const targets = dayTargets(day.condition, currency);
    const done = index < todayIndex;
    addActivity(db, {
      playerId: player.id,
      key: adventure.key,
      day: day.date,
      currency,
      depositCents: Math.max(targets.depositCents, 1),
      wagerCents: done ? Math.max(targets.wagerCents, 1) : Math.floor(targets.wagerCents / 3),
      origin: 'seed',
    });
    if (done) {
      db.prepare("INSERT OR IGNORE INTO adventure_completions (player_id, adventure_key, step, day, currency, outcome, completed_at) VALUES (?, ?, ?, ?, ?, 'seeded', ?)").run(
        player.id,
        adventure.key,
        day.step,
        day.date,
        currency,
        `${day.date}T20:00:00.000Z`,
      );
    }
  }
}
