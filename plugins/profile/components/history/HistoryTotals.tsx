import { useRuntime, useTranslation } from '@core/index';
import type { BetHistoryTotals } from '@schemas/wire/game-history';
import { money, signedMoney } from '../../rules/history-format';
import styles from './HistoryTotals.module.css';

/** The period's sums, one card per currency played: rounds, bets, wins and the net result. */
export function HistoryTotals({ totals }: { totals: readonly BetHistoryTotals[] }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  if (totals.length === 0) return null;
  const count = new Intl.NumberFormat(locale);
  return (
    <section className={styles.totals} aria-label={t('history.totals.title')} data-testid="history-totals">
      {totals.map((sum) => {
        const result = sum.total_wins - sum.total_bets;
        return (
          <dl key={sum.currency} className={styles.card} data-currency={sum.currency}>
            {totals.length > 1 && <p className={styles.currency}>{sum.currency}</p>}
            <div className={styles.fact}>
              <dt>{t('history.totals.rounds')}</dt>
              <dd>{count.format(sum.rounds)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('history.totals.bets')}</dt>
              <dd>{money(sum.total_bets, sum.currency, locale)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('history.totals.wins')}</dt>
              <dd>{money(sum.total_wins, sum.currency, locale)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('history.totals.net')}</dt>
              <dd className={result > 0 ? styles.up : result < 0 ? styles.down : undefined}>{signedMoney(result, sum.currency, locale)}</dd>
            </div>
          </dl>
        );
      })}
    </section>
  );
}
