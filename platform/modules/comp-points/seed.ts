import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { createLottery } from '../lotteries/public';
import { creditPoints } from './store';

/**
 * The living demo state (DESIGN §12), relative to the moment of seeding:
 *
 * - accrual rates: one point per unit of real stake (€1, C$1.50, 10 kr…) in the fiat currencies below;
 * - the shop: money cards €25 … €1,000 (image keys 2500 … 100000, spec part 2 §9), free-spin cards, a treasure
 *   chest (the lootboxes definition) and tickets of the comp-points lottery "Astro Draw" (created here, 90 days);
 * - a weekly sale (discount cards): 20 % off two cards, ending at the next UTC midnight a week ahead, rolled on by
 *   the scheduler so the discounts tab always has a sale;
 * - demo players with points to spend (demo@ enough for four €25 cards), the VIP one plenty, canuck@ too few for
 *   any card (the insufficient-points flow).
 *
 * Re-runnable: rows are found by natural key (card type and group, ledger ref) and left as they are.
 */
export const COMP_POINTS_SEED_VERSION = 1;

const DAY_MS = 86_400_000;

/** Units of each currency worth one euro for the shop's amounts and accrual (whole units; amounts in minor units). */
const PER_EURO: Readonly<Record<string, number>> = { EUR: 1, GBP: 1, USD: 1, CAD: 1.5, AUD: 1.5, NZD: 1.5, NOK: 10, PLN: 4, BRL: 5 };

interface SeedCard {
  type: 'money' | 'freespins' | 'lootboxes' | 'lotteries';
  group: string;
  title: string;
  points: number;
  wager?: number;
  label?: 'POPULAR' | 'NEW' | 'VIP';
  euros?: number;
  spins?: number;
  lootbox?: string;
}

const CARDS: readonly SeedCard[] = [
  { type: 'money', group: 'cash-25', title: 'Cash 25', points: 2_500, euros: 25, label: 'POPULAR' },
  { type: 'money', group: 'cash-250', title: 'Cash 250', points: 24_000, euros: 250 },
  { type: 'money', group: 'cash-500', title: 'Cash 500', points: 47_000, euros: 500, label: 'VIP' },
  { type: 'money', group: 'cash-1000', title: 'Cash 1000', points: 92_000, euros: 1_000, label: 'VIP' },
  { type: 'freespins', group: 'spins-20', title: '20 free spins', points: 1_000, spins: 20, wager: 30, label: 'NEW' },
  { type: 'freespins', group: 'spins-50', title: '50 free spins', points: 2_200, spins: 50, wager: 30, label: 'POPULAR' },
  { type: 'freespins', group: 'spins-100', title: '100 free spins', points: 4_000, spins: 100, wager: 30 },
  { type: 'lootboxes', group: 'treasure-chest', title: 'Treasure chest', points: 1_500, lootbox: 'treasure_chest', label: 'NEW' },
  { type: 'lotteries', group: 'astro-draw', title: 'Astro Draw tickets', points: 300 },
];

/** Cards on the weekly sale, 20 % off. */
const SALE_GROUPS = ['spins-50', 'cash-250'];

const DEMO_POINTS: Readonly<Record<string, { chargeable: number; persistent: number }>> = {
  'demo@croupier.dev': { chargeable: 12_000, persistent: 48_000 },
  'vip@croupier.dev': { chargeable: 60_000, persistent: 450_000 },
  'aussie@croupier.dev': { chargeable: 3_200, persistent: 9_000 },
  'canuck@croupier.dev': { chargeable: 800, persistent: 2_000 },
};

const midnightUtc = (ms: number) => {
  const day = new Date(ms);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
};

function seedAstroDraw(db: Db, now: Date): number {
  return createLottery(
    db,
    {
      slug: 'astro-draw',
      title: 'Astro Draw',
      description: 'Tickets bought with astrocoins in the rewards shop. Three prizes are drawn when it ends.',
      currency: 'EUR',
      startAt: new Date(now.getTime() - DAY_MS).toISOString(),
      endAt: new Date(midnightUtc(now.getTime()) + 90 * DAY_MS).toISOString(),
      prizes: [
        { place: 1, moneyCents: 50_000 },
        { place: 2, moneyCents: 20_000 },
        { place: 3, freeSpins: 50 },
      ],
      compPointsTicketPrice: 300,
      maxTicketsPerPlayer: 50,
      origin: 'seed',
    },
    now,
  );
}

export function seedCompPoints(db: Db, now = new Date()) {
  const at = now.toISOString();
  const insertRate = db.prepare('INSERT OR IGNORE INTO comp_point_accrual_rates (currency, cents_per_point) VALUES (?, ?)');
  for (const [currency, perEuro] of Object.entries(PER_EURO)) insertRate.run(currency, Math.round(100 * perEuro));

  const insertCard = db.prepare(
    'INSERT OR IGNORE INTO comp_point_cards (type, group_key, title, wager, label, lootbox_definition, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertCardRate = db.prepare(
    'INSERT OR IGNORE INTO comp_point_card_rates (card_id, currency, points, amount_cents, freespins_count, lottery_ids) VALUES (?, ?, ?, ?, ?, ?)',
  );
  CARDS.forEach((card, position) => {
    const inserted = insertCard.run(card.type, card.group, card.title, card.wager ?? null, card.label ?? null, card.lootbox ?? null, position);
    if (inserted.changes === 0) return;
    const cardId = Number(inserted.lastInsertRowid);
    if (card.type === 'lotteries') {
      insertCardRate.run(cardId, 'EUR', card.points, null, null, JSON.stringify([seedAstroDraw(db, now)]));
      return;
    }
    for (const [currency, perEuro] of Object.entries(PER_EURO)) {
      const amount = card.euros === undefined ? null : Math.round(card.euros * perEuro * 100);
      insertCardRate.run(cardId, currency, card.points, amount, card.spins ?? null, '[]');
    }
  });

  const hasSale = db.prepare('SELECT 1 FROM comp_point_sales LIMIT 1').get();
  if (!hasSale) {
    const endsAt = new Date(midnightUtc(now.getTime()) + 7 * DAY_MS).toISOString();
    const startsAt = new Date(Date.parse(endsAt) - 7 * DAY_MS - DAY_MS).toISOString();
    for (const group of SALE_GROUPS) {
      const cardId = db.prepare('SELECT id FROM comp_point_cards WHERE group_key = ?').pluck().get(group) as number | undefined;
      if (cardId === undefined) continue;
      db.prepare('INSERT INTO comp_point_sales (card_id, discount_percent, starts_at, ends_at, repeat_every_days) VALUES (?, 20, ?, ?, 8)').run(cardId, startsAt, endsAt);
    }
  }

  for (const [email, points] of Object.entries(DEMO_POINTS)) {
    const player = findPlayerByEmail(db, email);
    if (!player) continue;
    if (!creditPoints(db, player.id, points.persistent, 'seed', `seed:demo:${player.id}`, at)) continue;
    // Seeded history: the lifetime total was earned, part of it already spent in the shop.
    const spent = points.persistent - points.chargeable;
    db.prepare('UPDATE comp_point_accounts SET chargeable = chargeable - ? WHERE player_id = ?').run(spent, player.id);
    db.prepare("UPDATE comp_point_ledger SET chargeable_delta = ?, chargeable_after = ? WHERE ref = ?").run(points.chargeable, points.chargeable, `seed:demo:${player.id}`);
  }
}
