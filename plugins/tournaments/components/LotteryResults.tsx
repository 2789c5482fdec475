import { useTranslation } from '@core/index';
import type { Lottery } from '@schemas/wire/promotions';
import { PrizeText } from './PrizeText';
import styles from './Leaderboard.module.css';

/** After the draw: each place's winner and winning ticket, the player's own winning tickets highlighted. */
export function LotteryResults({ lottery, tickets }: { lottery: Lottery; tickets: readonly string[] | null }) {
  const { t } = useTranslation('tournaments');
  const mine = new Set(tickets ?? []);
  const prizes = [...lottery.prizes].sort((a, b) => a.award_place - b.award_place);
  return (
    <section className={styles.board} aria-labelledby="results-title" data-testid="lottery-results">
      <header className={styles.header}>
        <h2 id="results-title" className={styles.title}>{t('lottery.resultsTitle')}</h2>
      </header>
      <p className={styles.how}>{t('lottery.resultsNote')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.place}>{t('leaderboard.place')}</th>
            <th scope="col">{t('lottery.winner')}</th>
            <th scope="col" className={styles.num}>{t('lottery.ticket')}</th>
            <th scope="col" className={styles.num}>{t('leaderboard.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => {
            const own = prize.ticket !== null && mine.has(prize.ticket);
            return (
              <tr key={prize.award_place} className={own ? styles.own : undefined} aria-current={own ? 'true' : undefined}>
                <td className={styles.place}><span className={styles.medal} data-medal={prize.award_place <= 3 ? prize.award_place : undefined}>{prize.award_place}</span></td>
                <td className={styles.player}>
                  <span className={styles.nickname}>{prize.nickname || t('leaderboard.anonymous')}</span>
                  {own && <span className={styles.you}>{t('leaderboard.you')}</span>}
                </td>
                <td className={`${styles.num} ${styles.points}`}>{prize.ticket ? `#${prize.ticket.padStart(6, '0')}` : '—'}</td>
                <td className={`${styles.num} ${styles.prize}`}><PrizeText prize={prize} currency={lottery.currency} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
