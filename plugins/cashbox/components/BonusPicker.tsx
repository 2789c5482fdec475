import { useId } from 'react';
import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { DepositBonusOffer } from '@schemas/wire/money';
import { CashboxIcon } from './CashboxIcon';
import { Skeleton } from './Skeleton';
import styles from './BonusPicker.module.css';

interface BonusPickerProps {
  offers: readonly DepositBonusOffer[] | null;
  failed: boolean;
  /** The amount typed so far (minor units), to tell which offers it qualifies for. */
  amount: number | null;
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/** `/deposit-bonus`: one of the deposit bonuses offered for this currency, or none (spec part 2 §2, issue 15 §4). */
export function BonusPicker({ offers, failed, amount, selected, onSelect }: BonusPickerProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const name = useId();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, runtime.locale.current).text;
  if (offers === null && !failed) {
    return (
      <div className={styles.picker} aria-busy="true">
        <Skeleton height={74} radius={12} />
        <Skeleton height={46} radius={10} />
      </div>
    );
  }
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('bonus.legend')}</legend>
      {failed && <p className={styles.muted}>{t('bonus.failed')}</p>}
      {offers?.length === 0 && <p className={styles.muted}>{t('bonus.none')}</p>}
      {offers?.map((offer) => {
        const short = amount !== null && offer.min_deposit_cents > 0 && amount < offer.min_deposit_cents;
        const terms = [
          offer.percent > 0 && offer.max_amount_cents > 0 ? t('bonus.percentUpTo', { percent: offer.percent, max: money(offer.max_amount_cents, offer.currency) }) : null,
          offer.freespins_count > 0 ? t('bonus.freespins', { count: offer.freespins_count }) : null,
          offer.wager_multiplier > 0 ? t('bonus.wager', { times: offer.wager_multiplier }) : null,
          offer.min_deposit_cents > 0 ? t('bonus.minDeposit', { min: money(offer.min_deposit_cents, offer.currency) }) : null,
        ].filter(Boolean);
        return (
          <label key={offer.id} className={`${styles.offer} ${selected === offer.id ? styles.selected : ''}`} data-testid="bonus-offer">
            <input type="radio" name={name} checked={selected === offer.id} onChange={() => onSelect(offer.id)} />
            <span className={styles.icon} aria-hidden="true"><CashboxIcon name="gift" size={22} /></span>
            <span className={styles.body}>
              <span className={styles.title}>{offer.title}</span>
              {offer.description && <span className={styles.description}>{offer.description}</span>}
              {terms.length > 0 && <span className={styles.terms}>{terms.join(' · ')}</span>}
              {short && selected === offer.id && <span className={styles.short}>{t('bonus.tooSmall', { min: money(offer.min_deposit_cents, offer.currency) })}</span>}
            </span>
          </label>
        );
      })}
      <label className={`${styles.offer} ${styles.none} ${selected === null ? styles.selected : ''}`}>
        <input type="radio" name={name} checked={selected === null} onChange={() => onSelect(null)} />
        <span className={styles.body}>
          <span className={styles.title}>{t('bonus.noBonus')}</span>
        </span>
      </label>
    </fieldset>
  );
}
