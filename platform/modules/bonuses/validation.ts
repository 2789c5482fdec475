import { fail, type ValidationError } from '../../../schemas/validation';
import type { Db } from '../../db/database';
import { displayAmount } from '../info/public';
import { offersFor, readOffer } from './offers';

export interface DepositBonusChoice {
  playerId: number;
  bonusId: number;
  currency: string;
  amountCents: number;
}

/**
 * Why a deposit may not carry this offer (the `bonus_id` field's message), or null when it may: it must be
 * one of the offers the player would be shown now for that currency and amount (offers.ts).
 */
export function depositBonusRefusal(db: Db, choice: DepositBonusChoice): ValidationError | null {
  const offered = offersFor(db, choice.playerId, choice.currency);
  const offer = offered.find((o) => o.id === choice.bonusId);
  if (!offer) return fail('invalidValue');
  if (choice.amountCents < offer.min_deposit_cents) return fail('minValue', { min: displayAmount(offer.min_deposit_cents, offer.currency) });
  return null;
}

/** The offer's title, for the processor page and history ("with Welcome 100% up to €500"). */
export const offerTitle = (db: Db, id: number): string | null => readOffer(db, id)?.title ?? null;
