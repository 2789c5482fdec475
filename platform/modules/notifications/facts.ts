import type { PaymentChanged } from '../../domain-event-map';
import type { NewNotification } from './store';

/**
 * What each fact tells the player: title, text, icon and where the button leads. Texts are the platform's own (in
 * English, like the dev mailbox): the spec sends a notification's text ready to show. Pure functions of the fact's
 * payload, so they are tested without a database. Each returns null for a fact the player is not told about.
 */

/** `€10.00`; currencies Intl does not know (crypto) as `0.5 BTC`. */
export function moneyText(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${cents / 100} ${currency}`;
  }
}

/** A gift counts as new while it still waits for the player, or within this long of its creation (issued already active). */
const FRESH_MS = 5 * 60 * 1000;
const isFresh = (stage: unknown, createdAt: unknown, now: Date) =>
  stage === 'issued' || (typeof createdAt === 'string' && now.getTime() - Date.parse(createdAt) < FRESH_MS);

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' ? (value as Record<string, unknown>) : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const int = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** `bonuses_changes` (the bonuses module's push of the whole bonus): a new money bonus. */
export function bonusIssued(playerId: number, payload: unknown, now: Date): NewNotification | null {
  const bonus = record(payload);
  if (!bonus || bonus.id === undefined || !isFresh(bonus.stage, bonus.created_at, now)) return null;
  const amount = int(bonus.amount_cents);
  return {
    playerId,
    sourceRef: `bonus:${String(bonus.id)}`,
    type: 'bonuses_changes',
    channel: 'personal_notifications',
    icon: 'gift',
    title: 'A bonus for you',
    text: amount > 0 ? `${text(bonus.title)}: ${moneyText(amount, text(bonus.currency))} is waiting in your gifts.` : `${text(bonus.title)} is waiting in your gifts.`,
    button: { title: 'Open gifts', path: '/profile/gifts' },
  };
}

/** `freespins_changes` (the whole pack): new free spins. */
export function freespinsIssued(playerId: number, payload: unknown, now: Date): NewNotification | null {
  const pack = record(payload);
  if (!pack || pack.id === undefined || !isFresh(pack.stage, pack.created_at, now)) return null;
  const count = int(pack.freespins_total);
  return {
    playerId,
    sourceRef: `freespins:${String(pack.id)}`,
    type: 'freespins_changes',
    channel: 'personal_notifications',
    icon: 'star',
    title: 'Free spins for you',
    text: `${count} free spins: ${text(pack.title)}.`,
    button: { title: 'Open gifts', path: '/profile/gifts' },
  };
}

/** The tournaments module's `tournament_notifications` push at a finish: the player's result; opens the tournament. */
export function tournamentResult(playerId: number, payload: unknown): NewNotification | null {
  const result = record(payload);
  if (!result || result.tournament_id === undefined) return null;
  const place = result.award_place === null || result.award_place === undefined ? null : int(result.award_place);
  const money = int(result.money_award_cents);
  const spins = int(result.freespins_count);
  const prizes = [money > 0 ? moneyText(money, text(result.currency)) : null, spins > 0 ? `${spins} free spins` : null].filter(Boolean).join(' and ');
  const title = text(result.title) || 'Tournament';
  return {
    playerId,
    sourceRef: `tournament:${String(result.tournament_id)}`,
    type: 'personal',
    channel: 'personal_notifications',
    icon: 'trophy',
    title: `${title} has finished`,
    text: place === null ? 'The tournament has finished. See the final standings.' : prizes ? `You finished #${place} and won ${prizes}.` : `You finished #${place}.`,
    button: { title: 'See results' },
    // Spec part 1 §3: an identifier makes the item a tournament's; the client opens it by slug.
    identifier: text(result.frontend_identifier) || String(result.tournament_id),
  };
}

const PAYMENT_TEXT: Partial<Record<PaymentChanged['state'], { deposit: string; cashout: string; icon: string }>> = {
  succeeded: { deposit: 'Your deposit of {amount} has been credited.', cashout: 'Your withdrawal of {amount} has been paid out.', icon: 'wallet' },
  declined: { deposit: 'Your deposit of {amount} was declined.', cashout: 'Your withdrawal of {amount} was declined.', icon: 'shield' },
  rejected: { deposit: 'Your deposit of {amount} was rejected.', cashout: 'Your withdrawal of {amount} was rejected.', icon: 'shield' },
  canceled: { deposit: 'Your deposit of {amount} was cancelled.', cashout: 'Your withdrawal of {amount} was cancelled.', icon: 'info' },
  recalled: { deposit: 'Your deposit of {amount} was recalled.', cashout: 'Your withdrawal of {amount} was recalled.', icon: 'info' },
};

/** `payment.changed`: a payment reached a state the player should hear about (not its creation, not `pending`). */
export function paymentState(payment: Readonly<PaymentChanged>): NewNotification | null {
  const texts = PAYMENT_TEXT[payment.state];
  if (!texts || payment.previousState === payment.state) return null;
  const cashout = payment.action === 'cashout';
  return {
    playerId: payment.playerId,
    sourceRef: `payment:${payment.paymentId}:${payment.state}`,
    type: 'personal',
    channel: 'personal_notifications',
    icon: texts.icon,
    title: cashout ? 'Withdrawal update' : 'Deposit update',
    text: (cashout ? texts.cashout : texts.deposit).replace('{amount}', moneyText(payment.amountCents, payment.currency)),
    button: { title: 'Payment history', path: '/cashbox/history' },
  };
}
