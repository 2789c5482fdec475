import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { createLottery, type NewLottery } from './create-lottery';
import { drawWinners, type DrawTicket } from './draw';

/**
 * Demo lotteries (DESIGN §12), alive on a long-running demo like the tournaments: a weekly series, Monday
 * to Monday UTC, whose next instance the draw job creates. This week's draw holds tickets of the demo
 * players (the demo player among them); last week's is drawn, with winners — seeded history: its draw ran
 * here from a recorded seed (replayable like any other), and no money moved (the ledger holds only prizes
 * the scheduler paid). Re-runnable: a series that has any lottery is left alone.
 */

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

const startOfWeekUtc = (now: Date) => {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
};

const WEEKLY_LUCKY_DRAW: Omit<NewLottery, 'slug' | 'startAt' | 'endAt'> = {
  title: 'Weekly Lucky Draw',
  description: 'Deposit €20 or more for tickets (€50: 3 tickets, €100: 7), or exchange comp points. Drawn every Monday at 00:00 UTC; one prize per player.',
  image: '/previews/banners/weekly-lucky-draw.svg',
  currency: 'EUR',
  prizes: [
    { place: 1, moneyCents: 50_000 },
    { place: 2, moneyCents: 25_000 },
    { place: 3, moneyCents: 10_000 },
    { place: 4, freeSpins: 50 },
    { place: 5, freeSpins: 50 },
  ],
  compPointsTicketPrice: 100,
  maxTicketsPerPlayer: 50,
  depositScaleRules: [
    { min_deposit_cents: 2_000, tickets: 1 },
    { min_deposit_cents: 5_000, tickets: 3 },
    { min_deposit_cents: 10_000, tickets: 7 },
  ],
  series: { name: 'weekly-lucky-draw', everySeconds: WEEK / 1000 },
  origin: 'seed',
};

/** Tickets per demo player: this week's, last week's. */
const TICKETS: [email: string, current: number, past: number][] = [
  ['demo@croupier.dev', 3, 4],
  ['vip@croupier.dev', 7, 10],
  ['twofa@croupier.dev', 1, 2],
  ['canuck@croupier.dev', 0, 1],
];

function seedTickets(db: Db, lotteryId: number, which: 1 | 2, at: string) {
  const insert = db.prepare("INSERT OR IGNORE INTO lottery_tickets (lottery_id, player_id, source, source_ref, source_index, created_at) VALUES (?, ?, 'seed', 'seed', ?, ?)");
  let index = 0;
  for (const entry of TICKETS) {
    const player = findPlayerByEmail(db, entry[0]);
    if (!player) continue;
    for (let n = 0; n < entry[which]; n++) insert.run(lotteryId, player.id, index++, at);
  }
}

export function seedLotteries(db: Db, now = new Date(), drawSeed = 20260302) {
  if (db.prepare("SELECT 1 FROM lotteries WHERE series = 'weekly-lucky-draw'").get()) return;
  const start = startOfWeekUtc(now);
  const pastId = createLottery(db, { ...WEEKLY_LUCKY_DRAW, slug: `weekly-lucky-draw-${iso(start - WEEK).slice(0, 10)}`, startAt: iso(start - WEEK), endAt: iso(start) }, now);
  seedTickets(db, pastId, 2, iso(start - 3 * DAY));
  drawSeededHistory(db, pastId, iso(start), drawSeed);
  const currentId = createLottery(db, { ...WEEKLY_LUCKY_DRAW, slug: 'weekly-lucky-draw', startAt: iso(start), endAt: iso(start + WEEK) }, now);
  seedTickets(db, currentId, 1, iso(Math.min(now.getTime(), start + DAY)));
}

/** The draw as drawLottery (finish.ts) makes it, from a recorded seed, without paying. */
function drawSeededHistory(db: Db, lotteryId: number, finishedAt: string, seed: number) {
  const order = db.prepare('SELECT id, player_id FROM lottery_tickets WHERE lottery_id = ? ORDER BY id').raw().all(lotteryId) as [number, number][];
  db.prepare('UPDATE lotteries SET finished_at = ?, draw_seed = ?, draw_ticket_order = ? WHERE id = ?').run(finishedAt, seed, JSON.stringify(order), lotteryId);
  const prizes = WEEKLY_LUCKY_DRAW.prizes;
  for (const winner of drawWinners(seed, order as DrawTicket[], prizes.length)) {
    const prize = prizes.find((p) => p.place === winner.place)!;
    db.prepare(
      `INSERT OR IGNORE INTO lottery_results (lottery_id, award_place, ticket_id, player_id, money_award_cents, freespins_count, payout_note, awarded_at)
       VALUES (?, ?, ?, ?, ?, ?, 'seeded history', ?)`,
    ).run(lotteryId, winner.place, winner.ticketId, winner.playerId, prize.moneyCents ?? 0, prize.freeSpins ?? 0, finishedAt);
  }
}
