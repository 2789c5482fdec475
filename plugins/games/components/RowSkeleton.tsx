import styles from './RowSkeleton.module.css';

/** Placeholder of a lobby row while it loads, so the page does not jump. */
export function RowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <div className={styles.heading} />
      <div className={styles.strip}>
        {Array.from({ length: 7 }, (_, i) => <div key={i} className={styles.tile} />)}
      </div>
    </div>
  );
}
