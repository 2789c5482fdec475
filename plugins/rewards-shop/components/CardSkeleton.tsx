import styles from './ShopCard.module.css';

/** Spec part 2 §9: the shop shows 5 placeholders while loading, each the size of a card (no layout shift). */
export const SKELETON_COUNT = 5;

export function CardSkeletons() {
  return (
    <>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <div key={i} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="shop-card-skeleton">
          <div className={`${styles.skeletonTop} ${styles.shimmer}`} />
          <div className={styles.body}>
            <span className={styles.bone} style={{ width: '60%', height: 20 }} />
            <span className={styles.bone} style={{ width: '40%', height: 14 }} />
            <span className={styles.bone} style={{ width: '100%', height: 44, marginTop: 'auto' }} />
          </div>
        </div>
      ))}
    </>
  );
}
