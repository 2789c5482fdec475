import styles from './PromoCard.module.css';

/** A card's placeholder with the card's own boxes (art, title, dates, timer, footer): the grid never moves. */
export function PromoCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="promo-card-skeleton">
      <div className={`${styles.top} ${styles.shimmer}`} />
      <div className={styles.body}>
        <p className={`${styles.title} ${styles.bone}`} style={{ width: '70%' }}>&nbsp;</p>
        <p className={`${styles.dates} ${styles.bone}`} style={{ width: '45%' }}>&nbsp;</p>
        <div className={styles.timerArea}><div className={styles.bone} style={{ width: 200, height: 66 }} /></div>
        <div className={styles.footer}>
          <span className={`${styles.meta} ${styles.bone}`} style={{ width: 90 }}>&nbsp;</span>
          <span className={`${styles.cta} ${styles.bone}`} style={{ width: 96 }} />
        </div>
      </div>
    </div>
  );
}
