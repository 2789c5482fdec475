import { useTranslation } from '@core/index';
import styles from './ArenaHero.module.css';

/** The Arena's banner: what quests are, and how many run now and are coming (a dash while loading). */
export function ArenaHero({ running, coming }: { running: number | null; coming: number | null }) {
  const { t } = useTranslation('quests');
  return (
    <section className={styles.hero} aria-labelledby="arena-title">
      <div className={styles.glow} aria-hidden="true" />
      <svg className={styles.mark} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" aria-hidden="true">
        <path d="M4 56l16-24 10 12 10-20 20 32z" />
        <path d="M40 24V8l12 5-12 5" />
        <path d="M10 56c6-4 10-3 14-8s9-3 13-8" strokeDasharray="2 4" />
      </svg>
      <div className={styles.inner}>
        <p className={styles.kicker}>{t('arena.kicker')}</p>
        <h1 id="arena-title" className={styles.title}>{t('arena.title')}</h1>
        <p className={styles.lead}>{t('arena.lead')}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('arena.running')}</dt>
            <dd data-testid="arena-running-count"><span className={styles.dot} aria-hidden="true" />{running ?? '–'}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('arena.coming')}</dt>
            <dd>{coming ?? '–'}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
