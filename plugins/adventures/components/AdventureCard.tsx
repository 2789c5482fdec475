import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { CalendarCard } from '../rules/calendar';
import styles from './AdventureCard.module.css';

interface Props {
  card: CalendarCard;
  currency: string;
}

/**
 * One day of the calendar (spec part 2 §3–§4): its step of the total, its date, its prize and its state; today's
 * card shows the player's way to the conditions (deposit, wager, active days), a day ahead shows what it will ask.
 */
export function AdventureCard({ card, currency }: Props) {
  const { t } = useTranslation('adventures');
  const runtime = useRuntime();
  const locale = runtime.locale.current;
  const money = (cents: number) => formatMoney(cents, currency, locale).text;
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${card.date}T00:00:00Z`));
  const prize =
    card.prize.kind === 'freespins'
      ? t('prize.freespins', { count: card.prize.count })
      : card.prize.kind === 'bonus'
        ? card.prize.amount
          ? t(card.isSuperPrize ? 'prize.superAmount' : 'prize.bonusAmount', { amount: card.prize.amount })
          : t(card.isSuperPrize ? 'prize.super' : 'prize.bonus')
        : t('prize.none');
  const progress = card.progress;
  const showProgress = card.state === 'active' && progress;
  const showTargets = (card.state === 'future' || card.state === 'superb') && progress;
  return (
    <article
      className={styles.card}
      data-state={card.state}
      data-step={card.step}
      data-testid="adventure-card"
      aria-current={card.state === 'active' ? 'date' : undefined}
      aria-label={t('card.label', { step: card.step, total: card.stepTotal, date })}
    >
      <header className={styles.head}>
        <span className={styles.step}>{card.isSuperPrize ? t('card.superDay') : t('card.step', { step: card.step, total: card.stepTotal })}</span>
        <time className={styles.date} dateTime={card.date}>{date}</time>
      </header>
      <div className={styles.medal} aria-hidden="true">{card.state === 'completed' ? '✓' : card.isSuperPrize ? '★' : card.step}</div>
      <p className={styles.prize} data-testid="adventure-prize">{prize}</p>
      <p className={styles.state} data-testid="adventure-state">{t(`state.${card.state}`)}</p>
      {showProgress && (
        <dl className={styles.conditions} data-testid="adventure-day-progress">
          {progress.deposit_target_cents > 0 && (
            <Condition label={t('condition.deposit')} value={progress.deposit_cents} max={progress.deposit_target_cents} text={t('condition.of', { done: money(Math.min(progress.deposit_cents, progress.deposit_target_cents)), target: money(progress.deposit_target_cents) })} testId="progress-deposit" />
          )}
          {progress.wager_target_cents > 0 && (
            <Condition label={t('condition.wager')} value={progress.wager_cents} max={progress.wager_target_cents} text={t('condition.of', { done: money(Math.min(progress.wager_cents, progress.wager_target_cents)), target: money(progress.wager_target_cents) })} testId="progress-wager" />
          )}
          {progress.active_days_target > 1 && (
            <Condition label={t('condition.activeDays')} value={progress.active_days} max={progress.active_days_target} text={t('condition.daysOf', { done: Math.min(progress.active_days, progress.active_days_target), target: progress.active_days_target })} testId="progress-days" />
          )}
        </dl>
      )}
      {showTargets && (
        <ul className={styles.targets}>
          {progress.deposit_target_cents > 0 && <li>{t('condition.depositTarget', { amount: money(progress.deposit_target_cents) })}</li>}
          {progress.wager_target_cents > 0 && <li>{t('condition.wagerTarget', { amount: money(progress.wager_target_cents) })}</li>}
          {progress.active_days_target > 1 && <li>{t('condition.daysTarget', { count: progress.active_days_target })}</li>}
        </ul>
      )}
    </article>
  );
}

function Condition({ label, value, max, text, testId }: { label: string; value: number; max: number; text: string; testId: string }) {
  return (
    <div className={styles.condition}>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <span>{text}</span>
        <progress max={max} value={Math.min(value, max)} aria-label={label} />
      </dd>
    </div>
  );
}
