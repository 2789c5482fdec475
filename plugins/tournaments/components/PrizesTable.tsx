import { useTranslation } from '@core/index';
import type { PromotionPrize } from '@schemas/wire/promotions';
import { groupPrizes } from '../prize-groups';
import { PrizeText } from './PrizeText';
import styles from './PrizesTable.module.css';

/** Prizes per place (money in the promotion's currency, free spins), places with one prize on one line. */
export function PrizesTable({ prizes, currency, highlight }: { prizes: readonly PromotionPrize[]; currency: string; highlight?: number | null }) {
  const { t } = useTranslation('tournaments');
  const groups = groupPrizes(prizes);
  return (
    <section className={styles.card} aria-labelledby="prizes-title" data-testid="prizes">
      <h2 id="prizes-title" className={styles.title}>{t('prizes.title')}</h2>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('prizes.none')}</p>
      ) : (
        <table className={styles.table}>
          <thead className="visually-hidden">
            <tr><th scope="col">{t('leaderboard.place')}</th><th scope="col">{t('leaderboard.prize')}</th></tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.from} data-mine={(highlight != null && highlight >= group.from && highlight <= group.to) || undefined}>
                <th scope="row">
                  <span className={styles.medal} data-medal={group.from <= 3 ? group.from : undefined} aria-hidden="true" />
                  {group.from === group.to ? t('prizes.place', { place: group.from }) : t('prizes.places', { from: group.from, to: group.to })}
                </th>
                <td><PrizeText prize={group} currency={currency} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
