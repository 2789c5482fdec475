import type { WireDepositBonusOffer } from '../../../schemas/wire/money';
import type { Db } from '../../db/database';
import { bonusSettingsOf } from '../accounts/public';
import { succeededDeposits } from './deposit-history';

/** A deposit_bonus_offers row as stored (migrations/001). */
export interface OfferRow {
  id: number;
  code: string;
  currency: string;
  title: string;
  description: string;
  percent: number;
  max_amount_cents: number;
  min_deposit_cents: number;
  wager_multiplier: number;
  freespins_count: number;
  first_deposit_only: number;
  promo_code: string | null;
  position: number;
  active: number;
  /** The bonus definition holding the terms beyond the match (validity, max win, free spins); migrations/002. */
  definition_key: string | null;
}

export const readOffer = (db: Db, id: number) => db.prepare('SELECT * FROM deposit_bonus_offers WHERE id = ?').get(id) as OfferRow | undefined;

export function offerToWire(row: OfferRow): WireDepositBonusOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    currency: row.currency,
    percent: row.percent,
    max_amount_cents: row.max_amount_cents,
    min_deposit_cents: row.min_deposit_cents,
    wager_multiplier: row.wager_multiplier,
    freespins_count: row.freespins_count,
  };
}

/** The bonus a deposit of `amountCents` earns with an offer: its percent, capped. */
export const bonusFor = (offer: OfferRow, amountCents: number) => Math.min(Math.floor((amountCents * offer.percent) / 100), offer.max_amount_cents);

/**
 * The offers a player may take now in `currency` (GET /api/bonuses/deposit, and what a deposit's `bonus_id`
 * is checked against):
 * - none if the player switched bonuses off (`can_issue` false);
 * - with a deposit bonus code set, only the offers of that code (none for an unknown code: the client then
 *   deletes the code, spec §4); without one, the offers open to everyone;
 * - first-deposit offers only until the player's first deposit succeeded;
 * - with an amount, only offers whose minimum deposit it reaches.
 * A guest (`playerId` null) sees what a new player would.
 */
export function offersFor(db: Db, playerId: number | null, currency: string, amountCents: number | null = null): OfferRow[] {
  const settings = playerId === null ? null : bonusSettingsOf(db, playerId);
  if (settings && !settings.can_issue) return [];
  const code = settings?.deposit_bonus_code ?? null;
  const firstDeposit = playerId === null || succeededDeposits(db, playerId) === 0;
  const rows = db
    .prepare(
      `SELECT * FROM deposit_bonus_offers WHERE active = 1 AND currency = ?
       AND (CASE WHEN ? IS NULL THEN promo_code IS NULL ELSE promo_code = ? COLLATE NOCASE END)
       ORDER BY position, id`,
    )
    .all(currency, code, code) as OfferRow[];
  return rows.filter((offer) => (firstDeposit || offer.first_deposit_only === 0) && (amountCents === null || amountCents >= offer.min_deposit_cents));
}
