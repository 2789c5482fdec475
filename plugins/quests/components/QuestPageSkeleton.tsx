import styles from './QuestPageSkeleton.module.css';

/** The quest page while its quest is looked up: the hero's and the ladder's boxes, so nothing jumps. */
export function QuestPageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="quest-page-loading">
      <div className={`${styles.hero} ${styles.shimmer}`} />
      <div className={styles.content}>
        <div className={styles.panel} />
        <div className={styles.grid}>{Array.from({ length: 6 }, (_, i) => <div key={i} className={styles.tile} />)}</div>
      </div>
    </div>
  );
}
