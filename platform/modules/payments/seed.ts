import { randomBytes } from 'node:crypto';
import type { PaymentAction, PaymentState } from '../../../schemas/wire/money';
import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { applyBalanceChange } from '../wallet/public';
import { methodSavesProfile } from './methods';
import { rememberProfile } from './saved-profiles';

/**
 * A living cashier for the demo players (DESIGN §12): history with deposits in several states, a past and a
 * pending (recallable) withdrawal, and saved profiles for one-click deposits. Each payment's money goes
 * through the wallet with its `payment:{id}` ledger row, as the live flow would have moved it, so the ledger
 * still adds up. Found again by its natural key (`seed:…` in idempotency_key), so the seed is re-runnable.
 * Like every seed it publishes no events: the lifetime stats and limit usage of accounts and limits start
 * from live payments only.
 */
interface DemoPayment {
  key: string;
  action: PaymentAction;
  paymentSystem: string;
  brand: string;
  amountCents: number;
  currency: string;
  state: PaymentState;
  recallable: boolean;
  detailsTitle: string | null;
  /** How long ago it was created, and finished (null: still open). */
  daysAgo: number;
  finishedAfterMinutes: number | null;
  reason?: string;
}

const DEMO_PAYMENTS: Readonly<Record<string, readonly DemoPayment[]>> = {
  'demo@croupier.dev': [
    { key: 'skrill-deposit', action: 'deposit', paymentSystem: 'skrill', brand: 'skrill', amountCents: 5_000, currency: 'EUR', state: 'succeeded', recallable: false, detailsTitle: 'Skrill · d***@croupier.dev', daysAgo: 21, finishedAfterMinutes: 2 },
    { key: 'mastercard-declined', action: 'deposit', paymentSystem: 'mastercard', brand: 'mastercard', amountCents: 3_000, currency: 'EUR', state: 'declined', recallable: false, detailsTitle: 'Mastercard •••• 4444', daysAgo: 14, finishedAfterMinutes: 1, reason: 'declined_by_provider' },
    { key: 'visa-deposit', action: 'deposit', paymentSystem: 'visa', brand: 'visa', amountCents: 10_000, currency: 'EUR', state: 'succeeded', recallable: false, detailsTitle: 'Visa •••• 4242', daysAgo: 9, finishedAfterMinutes: 1 },
    { key: 'skrill-withdrawal', action: 'cashout', paymentSystem: 'skrill', brand: 'skrill', amountCents: 8_000, currency: 'EUR', state: 'succeeded', recallable: true, detailsTitle: 'Skrill · d***@croupier.dev', daysAgo: 5, finishedAfterMinutes: 180 },
    { key: 'visa-withdrawal-pending', action: 'cashout', paymentSystem: 'visa', brand: 'visa', amountCents: 4_000, currency: 'EUR', state: 'pending', recallable: true, detailsTitle: 'Visa •••• 4242', daysAgo: 0.1, finishedAfterMinutes: null },
  ],
  'aussie@croupier.dev': [
    { key: 'mastercard-deposit', action: 'deposit', paymentSystem: 'mastercard', brand: 'mastercard', amountCents: 15_000, currency: 'AUD', state: 'succeeded', recallable: false, detailsTitle: 'Mastercard •••• 4444', daysAgo: 3, finishedAfterMinutes: 1 },
  ],
  'vip@croupier.dev': [
    { key: 'neteller-deposit', action: 'deposit', paymentSystem: 'neteller', brand: 'neteller', amountCents: 200_000, currency: 'EUR', state: 'succeeded', recallable: false, detailsTitle: 'Neteller · h***@croupier.dev', daysAgo: 30, finishedAfterMinutes: 1 },
    { key: 'bank-withdrawal', action: 'cashout', paymentSystem: 'bank_transfer', brand: 'bank_transfer', amountCents: 50_000, currency: 'EUR', state: 'succeeded', recallable: false, detailsTitle: 'Bank transfer · NO•• •••• 5678', daysAgo: 12, finishedAfterMinutes: 1440 },
  ],
};

const DAY_MS = 86_400_000;

/** Money a payment in its state has moved: a succeeded deposit is credited; a withdrawal not returned stays reserved. */
function movement(p: DemoPayment): { delta: number; kind: string } | null {
  if (p.action === 'deposit') return p.state === 'succeeded' ? { delta: p.amountCents, kind: 'deposit' } : null;
  return ['pending', 'processing', 'reserved', 'succeeded'].includes(p.state) ? { delta: -p.amountCents, kind: 'cashout_reserve' } : null;
}

export function seedDemoPayments(db: Db, now = Date.now()) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO payments (player_id, action, amount_cents, currency, payment_system, brand, state, recallable, created_at, finished_at,
       cancellation_reason, idempotency_key, callback_token, details_title)
     VALUES (@playerId, @action, @amountCents, @currency, @paymentSystem, @brand, @state, @recallable, @createdAt, @finishedAt, @reason, @key, @token, @detailsTitle)`,
  );
  for (const [email, payments] of Object.entries(DEMO_PAYMENTS)) {
    const playerId = findPlayerByEmail(db, email)?.id;
    if (playerId === undefined) continue;
    for (const p of payments) {
      const created = now - p.daysAgo * DAY_MS;
      const finished = p.finishedAfterMinutes === null ? null : new Date(created + p.finishedAfterMinutes * 60_000).toISOString();
      const result = insert.run({
        ...p,
        playerId,
        recallable: p.recallable ? 1 : 0,
        createdAt: new Date(created).toISOString(),
        finishedAt: finished,
        reason: p.reason ?? null,
        key: `seed:${email}:${p.key}`,
        token: randomBytes(18).toString('base64url'),
      });
      if (result.changes === 0) continue; // seeded before: its money moved then
      const id = Number(result.lastInsertRowid);
      const money = movement(p);
      if (money) {
        const change = applyBalanceChange(db, { playerId, currency: p.currency, deltaCents: money.delta, kind: money.kind, ref: `payment:${id}` });
        // An older database whose demo player spent the money: that withdrawal never happened.
        if (!change.ok) {
          db.prepare('DELETE FROM payments WHERE id = ?').run(id);
          continue;
        }
      }
      if (p.action === 'deposit' && p.state === 'succeeded' && p.detailsTitle && methodSavesProfile(p.paymentSystem)) {
        rememberProfile(db, playerId, p.paymentSystem, p.detailsTitle, finished!);
      }
    }
  }
}
