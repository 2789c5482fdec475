import type { Db } from '../../db/database';
import type { PaymentChanged } from '../../domain-event-map';
import { bonusSettingsOf } from '../accounts/public';
import { succeededDeposits } from './deposit-history';
import { issueFromDefinition } from './issue';
import { bonusFor, readOffer, type OfferRow } from './offers';
import { Changes, type BonusContext } from './pushes';
import { readDefinition, type DefinitionTerms } from './store';
import { DEFAULT_CONTRIBUTIONS } from './wagering-rules';

/**
 * payment.changed, in the payment's transaction: a deposit that succeeded with a chosen offer leaves a
 * claim (once: the payment id is unique). The offer is judged again as it stands now, since time passed
 * since the choice: a first-deposit offer whose deposit is no longer the first, an inactive offer, or a
 * player who switched bonuses off leaves an `ineligible` claim. An eligible claim is issued at once: its money
 * bonus (activated, or waiting behind an active one) and its free spins (activated), and the claim is marked
 * `issued` with them.
 */
export function recordDepositClaim(ctx: BonusContext, payment: Readonly<PaymentChanged>) {
  const { db } = ctx;
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
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO deposit_bonus_claims
         (payment_id, player_id, offer_id, currency, deposit_cents, bonus_cents, wager_cents, freespins_count, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
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
  if (inserted.changes > 0 && eligible) issueClaim(ctx, Number(inserted.lastInsertRowid), ctx.clock.now());
}

interface ClaimRow {
  id: number;
  payment_id: number;
  player_id: number;
  offer_id: number;
  currency: string;
  bonus_cents: number;
  wager_cents: number;
  freespins_count: number;
  status: string;
}

/**
 * The terms of an offer's bonus beyond the match (validity, max win, contributions, free-spin stake and games):
 * its definition, or plain terms when it names none (30 days, no cap, the demo contributions, no free spins).
 */
function termsOf(db: Db, offer: OfferRow): DefinitionTerms {
  const def = offer.definition_key ? readDefinition(db, offer.definition_key, offer.currency) : undefined;
  return {
    ...(def ?? {
      id: null,
      key: 'deposit',
      currency: offer.currency,
      title: offer.title,
      description: offer.description,
      group_key: 'deposit',
      amount_cents: 0,
      percent: null,
      min_base_cents: 0,
      max_amount_cents: null,
      max_win_multiplier: null,
      contributions: JSON.stringify(DEFAULT_CONTRIBUTIONS),
      activatable_days: 30,
      valid_days: 30,
      freespins_count: 0,
      freespins_bet_cents: null,
      freespins_games: '[]',
      freespins_title: null,
      freespins_wager_multiplier: 0,
      freespins_max_win_cents: null,
      active: 1,
    }),
    wager_multiplier: offer.wager_multiplier,
  };
}

/** Issues a recorded claim's bonus and free spins, activated, and marks the claim issued (once). */
export function issueClaim(ctx: BonusContext, claimId: number, now: Date) {
  const { db } = ctx;
  const claim = db.prepare("SELECT * FROM deposit_bonus_claims WHERE id = ? AND status = 'recorded'").get(claimId) as ClaimRow | undefined;
  const offer = claim ? readOffer(db, claim.offer_id) : undefined;
  if (!claim || !offer) return;
  const def = termsOf(db, offer);
  const changes = new Changes();
  const issued = issueFromDefinition(
    ctx,
    changes,
    def,
    {
      playerId: claim.player_id,
      type: 'deposit',
      sourceRef: `payment:${claim.payment_id}`,
      activate: true,
      amountCents: claim.bonus_cents,
      title: offer.title,
      freespinsCount: claim.freespins_count,
    },
    now,
  );
  db.prepare("UPDATE deposit_bonus_claims SET status = 'issued', bonus_id = ?, freespins_id = ? WHERE id = ?").run(issued.bonus?.id ?? null, issued.pack?.id ?? null, claim.id);
  changes.pushAfterCommit(ctx);
}
