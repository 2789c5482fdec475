import heroStyles from './PromoPageHero.module.css';
import styles from './PromoPageSkeleton.module.css';
import pageStyles from '../pages/PromoPage.module.css';

/** The tournament or lottery page while it loads: the hero's and the columns' own boxes, painted. */
export function PromoPageSkeleton() {
  return (
    <div className={pageStyles.page} aria-busy="true" data-testid="promo-page-skeleton">
      <section className={`${heroStyles.hero} ${styles.hero}`} aria-hidden="true">
        <div className={heroStyles.inner}>
          <div className={heroStyles.main}>
            <span className={styles.line} style={{ width: 140, height: 18 }} />
            <span className={styles.line} style={{ width: 180, height: 24 }} />
            <span className={styles.line} style={{ width: '70%', height: 44 }} />
            <span className={styles.line} style={{ width: '50%', height: 20 }} />
            <span className={styles.line} style={{ width: 220, height: 52, borderRadius: 999, marginTop: 10 }} />
          </div>
          <div className={`${heroStyles.side} ${styles.side}`}>
            <span className={styles.line} style={{ width: 180, height: 52 }} />
            <span className={styles.line} style={{ width: 260, height: 82 }} />
          </div>
        </div>
      </section>
      <div className={pageStyles.content} aria-hidden="true">
        <div className={pageStyles.columns}>
          <div className={`${pageStyles.board} ${styles.block}`} style={{ height: 420 }} />
          <div className={`${pageStyles.standing} ${styles.block}`} style={{ height: 140 }} />
          <div className={`${pageStyles.prizes} ${styles.block}`} style={{ height: 220 }} />
        </div>
      </div>
    </div>
  );
}
