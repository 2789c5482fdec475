import { useTranslation } from '@core/index';
import type { Award } from '../store';
import styles from './AwardCard.module.css';

/** One award; a winner is highlighted (spec §9: prize value 'winner'). */
export function AwardCard({ award, compact = false }: { award: Award; compact?: boolean }) {
  const { t } = useTranslation('awards');
  const winner = award.prize === 'winner';
  const classes = [styles.card, winner ? styles.winner : '', compact ? styles.compact : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} data-prize={award.prize}>
      <img className={styles.image} src={award.imgUrl} alt="" loading="lazy" width={72} height={72} />
      <div className={styles.text}>
        <span className={styles.prize}>{t(`prize.${award.prize}`)}</span>
        <h3 className={styles.name}>{award.name}</h3>
        {!compact && <p className={styles.nomination}>{award.nomination}</p>}
        <span className={styles.year}>{award.year}</span>
      </div>
    </article>
  );
}
