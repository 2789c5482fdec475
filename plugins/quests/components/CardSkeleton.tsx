import styles from './CardSkeleton.module.css';

/** The Arena's cards while the list loads: the same box as a card, so nothing moves when it arrives. */
export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.top} ${styles.shimmer}`} />
      <div className={styles.body}>
        <span className={styles.bone} style={{ width: '70%', height: 20 }} />
        <span className={styles.bone} style={{ width: '40%', height: 14 }} />
        <span className={styles.bone} style={{ width: '60%', height: 44 }} />
      </div>
    </div>
  );
}
