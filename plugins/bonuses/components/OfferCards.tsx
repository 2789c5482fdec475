import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { Offers } from '../use-offers';
import { OfferCard } from './OfferCard';
import { depositOfferTerms, registrationOfferTerms } from './offer-terms';

/**
 * The offers as cards: a guest's action is signing up (and coming back to the deposit step after), a player's the
 * deposit with bonus (spec part 2 §1: guests who act go to registration).
 */
export function OfferCards({ offers, only }: { offers: Offers; only?: 'registration' | 'deposit' }) {
  const runtime = useRuntime();
  const { t } = useTranslation('bonuses');
  const money = (cents: number, currency: string) => formatMoney(cents, currency, runtime.locale.current).text;
  const signUp = (back: string) => `${runtime.pathOf('registration')}?redirect=${encodeURIComponent(back)}`;
  return (
    <>
      {only !== 'deposit' &&
        offers.registration?.map((offer) => (
          <OfferCard
            key={`registration:${offer.id}`}
            kind="registration"
            title={offer.title}
            description={offer.description}
            terms={registrationOfferTerms(offer, t, money)}
            icon="star"
            action={{ label: t('actions.signUp'), to: signUp('/profile/gifts') }}
          />
        ))}
      {only !== 'registration' &&
        offers.deposit?.map((offer) => (
          <OfferCard
            key={`deposit:${offer.id}`}
            kind="deposit"
            title={offer.title}
            description={offer.description}
            terms={depositOfferTerms(offer, t, money)}
            action={offers.guest ? { label: t('actions.signUp'), to: signUp('/deposit-bonus') } : { label: t('actions.deposit'), to: '/deposit-bonus' }}
          />
        ))}
    </>
  );
}
