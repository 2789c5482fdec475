import { useEffect, useId, useState } from 'react';
import { formatMoney, useRuntime, useTranslation } from '@core/index';
import { BONUS_OFFERS_SERVICE } from '@schemas/contracts/services';
import type { RegistrationBonusOffer } from '@schemas/wire/bonuses';
import styles from './RegistrationOffers.module.css';

/**
 * What a new player gets on sign-up, in the currency chosen in the form (the bonuses plugin's offers, through its
 * service). Nothing without the service (bonuses off on the site), without offers, or when they fail to load.
 */
export function RegistrationOffers({ currency }: { currency: string }) {
  const runtime = useRuntime();
  const { t } = useTranslation('auth');
  const titleId = useId();
  const [offers, setOffers] = useState<RegistrationBonusOffer[]>([]);
  useEffect(() => {
    const service = runtime.services.get(BONUS_OFFERS_SERVICE);
    if (!service || !currency) return;
    let live = true;
    service.registrationOffers(currency).then(
      (list) => live && setOffers(list),
      () => live && setOffers([]),
    );
    return () => {
      live = false;
    };
  }, [runtime, currency]);
  if (offers.length === 0) return null;
  const money = (cents: number, code: string) => formatMoney(cents, code, runtime.locale.current).text;
  return (
    <section className={styles.offers} aria-labelledby={titleId} data-testid="registration-offers">
      <p id={titleId} className={styles.title}>{t('signUp.offersTitle')}</p>
      <ul className={styles.list}>
        {offers.map((offer) => {
          const terms = [
            offer.amount_cents > 0 ? t('signUp.offerMoney', { amount: money(offer.amount_cents, offer.currency) }) : null,
            offer.freespins_count > 0 ? t('signUp.offerSpins', { count: offer.freespins_count }) : null,
            offer.wager_multiplier > 0 ? t('signUp.offerWager', { times: offer.wager_multiplier }) : null,
          ].filter(Boolean);
          return (
            <li key={offer.id}>
              <strong>{offer.title}</strong>
              {terms.length > 0 && <span>{terms.join(' · ')}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
