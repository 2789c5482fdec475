import type { RegistrationBonusOffer } from '@schemas/wire/bonuses';
import type { DepositBonusOffer } from '@schemas/wire/money';

type T = (key: string, values?: Record<string, unknown>) => string;
type Money = (cents: number, currency: string) => string;

/** "100% up to €500.00 · 100 free spins · Wager ×35 · Min deposit €20.00": the terms a deposit offer states. */
export function depositOfferTerms(offer: DepositBonusOffer, t: T, money: Money): string[] {
  return [
    offer.percent > 0 ? (offer.max_amount_cents > 0 ? t('offer.percentUpTo', { percent: offer.percent, max: money(offer.max_amount_cents, offer.currency) }) : t('offer.percent', { percent: offer.percent })) : null,
    offer.freespins_count > 0 ? t('offer.freespins', { count: offer.freespins_count }) : null,
    offer.wager_multiplier > 0 ? t('offer.wager', { times: offer.wager_multiplier }) : null,
    offer.min_deposit_cents > 0 ? t('offer.minDeposit', { min: money(offer.min_deposit_cents, offer.currency) }) : null,
  ].filter((term): term is string => term !== null);
}

/** "€10.00 bonus · 20 free spins · Wager ×30": what a new player gets on sign-up. */
export function registrationOfferTerms(offer: RegistrationBonusOffer, t: T, money: Money): string[] {
  return [
    offer.amount_cents > 0 ? t('offer.bonusMoney', { amount: money(offer.amount_cents, offer.currency) }) : null,
    offer.freespins_count > 0 ? t('offer.freespins', { count: offer.freespins_count }) : null,
    offer.wager_multiplier > 0 ? t('offer.wager', { times: offer.wager_multiplier }) : null,
  ].filter((term): term is string => term !== null);
}
