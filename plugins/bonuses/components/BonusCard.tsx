import { fillVariables, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { PlayerBonus } from '@schemas/wire/bonuses';
import { activateGift } from '../actions';
import type { GiftLook } from '../rules/gift-config';
import type { GiftGroupName } from '../rules/gift-groups';
import { isPast, isWagering } from '../rules/stages';
import { Contributions } from './Contributions';
import { GiftMedia } from './GiftMedia';
import { StageBadge } from './StageBadge';
import { TimeLeft } from './TimeLeft';
import { WageringBar } from './WageringBar';
import styles from './GiftCard.module.css';

const KNOWN_TYPES = ['registration', 'deposit', 'no_deposit', 'promo_code', 'coupon', 'cashback', 'freespins_win'];

interface BonusCardProps {
  bonus: PlayerBonus;
  look: GiftLook | undefined;
  group: GiftGroupName;
  now: number;
  busy: string | undefined;
  failure: string | undefined;
  onCancel: () => void;
}

/** A money bonus: what it holds, its stage and time left, and for an active one the live wagering bar. */
export function BonusCard({ bonus, look, group, now, busy, failure, onCancel }: BonusCardProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('bonuses');
  const money = (cents: number) => formatMoney(cents, bonus.currency, runtime.locale.current).text;
  const title = fillVariables(look?.title ?? bonus.title, look?.variables, bonus.currency, runtime.locale.current);
  const past = isPast(bonus.stage);
  const until = bonus.stage === 'issued' ? bonus.activatable_until : bonus.valid_until;
  const showsBar = isWagering(bonus.stage) || bonus.stage === 'wait';
  return (
    <article className={styles.card} data-testid="gift-card" data-kind="bonus" data-group={group} data-stage={bonus.stage} data-id={bonus.id}>
      <GiftMedia image={look?.image} />
      <div className={styles.body}>
        <div className={styles.head}>
          <h4 className={styles.title}>{title}</h4>
          <StageBadge stage={bonus.stage} />
        </div>
        <p className={styles.facts}>
          <span>
            {t('bonus.amount')} <strong data-testid="bonus-amount">{money(bonus.amount_cents)}</strong>
          </span>
          {KNOWN_TYPES.includes(bonus.type) && <span>{t(`type.${bonus.type}`)}</span>}
          {bonus.max_win_cents !== null && bonus.max_win_cents > 0 && <span>{t('bonus.maxWin', { amount: money(bonus.max_win_cents) })}</span>}
          {!past && !look?.hideTimer && <TimeLeft until={until} now={now} />}
        </p>
        {bonus.stage === 'wait' && <p className={styles.note}>{t('bonus.queued')}</p>}
        {showsBar && <WageringBar bonus={bonus} />}
        {!past && <Contributions bonus={bonus} />}
        {failure && <p className={styles.failure} role="alert">{t(`failure.${failure}`)}</p>}
        {!past && (bonus.activatable || bonus.cancelable) && (
          <div className={styles.actions}>
            {bonus.stage === 'issued' && bonus.activatable && (
              <button type="button" className={styles.primary} disabled={Boolean(busy)} aria-busy={busy === 'activate'} onClick={() => void activateGift(runtime, { kind: 'bonus', bonus })}>
                {t('actions.activate')}
              </button>
            )}
            {bonus.cancelable && (
              <button type="button" className={styles.secondary} disabled={Boolean(busy)} aria-busy={busy === 'cancel'} onClick={onCancel}>
                {t('actions.cancel')}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
