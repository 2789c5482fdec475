import type { Db } from '../../db/database';
import type { JackpotAwardEvent, WireJackpot, WireJackpotChanges, WireJackpotWinner } from '../../../schemas/wire/jackpots';
import { fromEurCents, hasRate } from './money';
import { allowedCurrencies, gamesOf, levelsOf, type AwardRow, type PoolRow } from './store';

/** A pool amount (in the jackpot's currency) in `currency`: itself, converted from EUR, or null without a rate. */
export function amountIn(amountCents: number, poolCurrency: string, currency: string): number | null {
  if (currency === poolCurrency) return amountCents;
  return poolCurrency === 'EUR' ? fromEurCents(amountCents, currency) : null;
}

/** The currency a list is shown in: the asked one when the jackpot can show it, else the jackpot's own. */
const shownCurrency = (pool: PoolRow, wanted: string | null) =>
  wanted && (wanted === pool.currency || (pool.currency === 'EUR' && hasRate(wanted))) ? wanted : pool.currency;

/** `GET /api/jackpots` entry (WIRE.md), amounts in `wanted` when it can be shown, `currency` saying which. */
export function jackpotToWire(db: Db, pool: PoolRow, wanted: string | null): WireJackpot {
  const currency = shownCurrency(pool, wanted);
  return {
    id: pool.id,
    identifier: pool.identifier,
    name: pool.name,
    state: pool.state,
    mystic: pool.mystic === 1,
    currency,
    allowed_currencies: allowedCurrencies(pool),
    games: gamesOf(db, pool.id),
    levels: levelsOf(db, pool.id).map((level) => ({
      id: level.id,
      identifier: level.identifier,
      name: level.name,
      index: level.level_index,
      amount_cents: amountIn(level.amount_cents, pool.currency, currency) ?? level.amount_cents,
    })),
  };
}

/**
 * `jackpots_changes` event: one jackpot's levels now, in its own currency and in every allowed currency (the channel
 * is public: each client picks its player's currency).
 */
export function changesToWire(db: Db, pool: PoolRow, now: Date): WireJackpotChanges {
  const currencies = allowedCurrencies(pool).filter((c) => amountIn(1, pool.currency, c) !== null);
  return {
    id: pool.id,
    identifier: pool.identifier,
    state: pool.state,
    currency: pool.currency,
    levels: levelsOf(db, pool.id).map((level) => ({
      id: level.id,
      amount_cents: level.amount_cents,
      amounts: Object.fromEntries(currencies.map((c) => [c, amountIn(level.amount_cents, pool.currency, c)!])),
    })),
    server_time: now.toISOString(),
  };
}

/** `GET /api/jackpot_wins` entry (WIRE.md); the name is the player's public name, the client masks it. */
export function winnerToWire(award: AwardRow, jackpotIdentifier: string): WireJackpotWinner {
  return {
    user_name: award.user_name,
    jackpot_original_amount_cents: award.original_amount_cents,
    jackpot_original_currency: award.original_currency,
    jackpot_level_name: award.level_name,
    amount_cents: award.amount_cents,
    currency: award.currency,
    created_at: award.created_at,
    jackpot_identifier: jackpotIdentifier,
  };
}

/** `jackpot_win_award` event on the winner's private channel. */
export function awardToWire(award: AwardRow, pool: PoolRow): JackpotAwardEvent {
  return {
    id: award.id,
    jackpot_id: pool.id,
    jackpot_identifier: pool.identifier,
    jackpot_name: pool.name,
    level_name: award.level_name,
    amount_cents: award.amount_cents,
    currency: award.currency,
    original_amount_cents: award.original_amount_cents,
    original_currency: award.original_currency,
    game_identifier: award.game_identifier,
    created_at: award.created_at,
  };
}
