import type { Db } from '../../db/database';
import type { PaymentChanged } from '../../domain-event-map';
import { bonusSettingsOf } from '../accounts/public';
import { succeededDeposits } from './deposit-history';
import { bonusFor, readOffer } from './offers';

/**
 * payment.changed, in the payment's transaction: a deposit that succeeded with a chosen offer leaves a
 * claim (once: the payment id is unique). The offer is judged again as it stands now, since time passed
 * since the choice: a first-deposit offer whose deposit is no longer the first, an inactive offer, or a
 * player who switched bonuses off leaves an `ineligible` claim. Issue 10 turns recorded claims into bonuses.
 */
export function recordDepositClaim(db: Db, payment: Readonly<PaymentChanged>) {
  if (payment.action !== 'deposit' || payment.state !== 'succeeded' || payment.previousState === 'succeeded' || payment.bonusId === null) return;
  const offer = readOffer(db, payment.bonusId);
  if (!offer) return;
  // The deposit itself already counts as succeeded here.
  const earlierDeposits = succeededDeposits(db, payment.playerId) - 1;
  const eligible =
    offer.active === 1 &&
    offer.currency === payment.currency &&
    payment.amountCents >= offer.min_deposit_cents &&
    (offer.first_deposit_only === 0 || earlierDeposits <= 0) &&
    bonusSettingsOf(db, payment.playerId)?.can_issue !== false;
  const bonus = eligible ? bonusFor(offer, payment.amountCents) : 0;
  db.prepare(
    `INSERT OR IGNORE INTO deposit_bonus_claims
       (payment_id, player_id, offer_id, currency, deposit_cents, bonus_cents, wager_cents, freespins_count, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    payment.paymentId,
    payment.playerId,
    offer.id,
    payment.currency,
    payment.amountCents,
    bonus,
    bonus * offer.wager_multiplier,
    eligible ? offer.freespins_count : 0,
    eligible ? 'recorded' : 'ineligible',
    payment.changedAt,
  );
}
