import type { CompRateType, WireCompRateCard } from '../../../schemas/wire/comp-points';
import type { Db } from '../../db/database';
import { lotteryTicketOffer } from '../lotteries/public';

export interface CardRow {
  id: number;
  type: CompRateType;
  group_key: string;
  title: string;
  wager: number | null;
  label: 'POPULAR' | 'NEW' | 'VIP' | null;
  lootbox_definition: string | null;
  position: number;
  active: number;
}

export interface RateRow {
  card_id: number;
  currency: string;
  points: number;
  amount_cents: number | null;
  freespins_count: number | null;
  lottery_ids: string;
}

export interface SaleRow {
  id: number;
  card_id: number;
  discount_percent: number;
  starts_at: string;
  ends_at: string;
}

/** A card's price in one currency once the running sale (if any) is applied. */
export interface PricedRate extends RateRow {
  fullPoints: number;
  lotteryIds: number[];
}

export const readCard = (db: Db, type: string, group: string) =>
  db.prepare('SELECT * FROM comp_point_cards WHERE type = ? AND group_key = ? AND active = 1').get(type, group) as CardRow | undefined;

export const ratesOf = (db: Db, cardId: number) =>
  db.prepare('SELECT * FROM comp_point_card_rates WHERE card_id = ? ORDER BY currency').all(cardId) as RateRow[];

/** The sale running on a card at `at` (the one ending last, should two overlap). */
export const runningSale = (db: Db, cardId: number, at: string) =>
  db.prepare('SELECT * FROM comp_point_sales WHERE card_id = ? AND starts_at <= ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1').get(cardId, at, at) as
    | SaleRow
    | undefined;

/** The discounted price: rounded up, never below one point. */
export const discounted = (points: number, percent: number) => Math.max(1, Math.ceil((points * (100 - percent)) / 100));

/** `2026-12-01T00:00:00.000Z` → `01/12/2026` (spec part 2 §9: the sale's end date, DD/MM/YYYY). */
export function saleEndDate(endsAt: string): string {
  const date = new Date(endsAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

const lotteryIdsOf = (row: RateRow) => (JSON.parse(row.lottery_ids) as unknown[]).filter((id): id is number => Number.isSafeInteger(id));

/**
 * A card's rates as sold now. Lottery cards take each ticket's price from the lottery (its
 * `comp_points_ticket_price`, lotteries' public.ts), so the shop never sells a ticket at another price than the
 * lottery's; a lottery that sells none leaves the card without that rate.
 */
export function pricedRates(db: Db, card: CardRow, at: string, playerId = 0): PricedRate[] {
  const sale = runningSale(db, card.id, at);
  return ratesOf(db, card.id).flatMap((row) => {
    let full = row.points;
    const lotteryIds = card.type === 'lotteries' ? lotteryIdsOf(row) : [];
    if (card.type === 'lotteries') {
      const price = lotteryIds.length > 0 ? lotteryTicketOffer(db, lotteryIds[0]!, playerId)?.compPointsPrice : null;
      if (price === null || price === undefined || price <= 0) return [];
      full = price;
    }
    return [{ ...row, fullPoints: full, points: sale ? discounted(full, sale.discount_percent) : full, lotteryIds }];
  });
}

/** `GET /api/comp_points/rates/{type}`: the active cards of a type, in shop order, each with its rates. */
export function cardsToWire(db: Db, type: CompRateType, at: string): WireCompRateCard[] {
  const cards = db.prepare('SELECT * FROM comp_point_cards WHERE type = ? AND active = 1 ORDER BY position, id').all(type) as CardRow[];
  return cards.flatMap((card): WireCompRateCard[] => {
    const rates = pricedRates(db, card, at);
    if (rates.length === 0) return [];
    const sale = runningSale(db, card.id, at);
    return [
      {
        group: card.group_key,
        title: card.title,
        wager: card.wager,
        games: [],
        label: card.label,
        sale_end_date: sale ? saleEndDate(sale.ends_at) : null,
        rates: rates.map((rate) => ({
          points: rate.points,
          currency: rate.currency,
          amount_cents: rate.amount_cents,
          freespins_count: rate.freespins_count,
          lottery_ids: rate.lotteryIds,
          full_points: sale ? rate.fullPoints : null,
        })),
      },
    ];
  });
}
