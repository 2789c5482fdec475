import { useTranslation } from '@core/index';
import type { Lottery, Tournament } from '@schemas/wire/promotions';
import { promoStatus, visibleTo } from '../promo-status';
import styles from './PromoHero.module.css';

/** The promo area's banner: what it is, and how many promotions run now and are coming (a dash while loading). */
export function PromoHero({ tournaments, lotteries, groups, now }: {
  tournaments: readonly Tournament[] | null;
  lotteries: readonly Lottery[] | null;
  groups: readonly number[];
  now: number;
}) {
  const { t } = useTranslation('tournaments');
  const promos = tournaments ? [...tournaments, ...(lotteries ?? [])].filter((p) => visibleTo(p, groups)) : null;
  const count = (status: 'active' | 'future') => (promos ? String(promos.filter((p) => promoStatus(p, now) === status).length) : '–');
  return (
    <section className={styles.hero} aria-labelledby="promo-hero-title">
      <div className={styles.glow} aria-hidden="true" />
      <svg className={styles.cup} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" aria-hidden="true">
        <path d="M20 10h24v14a12 12 0 0 1-24 0z" />
        <path d="M20 15h-8a8 8 0 0 0 9 11M44 15h8a8 8 0 0 1-9 11M32 36v10M22 54h20M25 46h14v8H25z" />
        <path d="M32 16l1.8 3.6 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z" />
      </svg>
      <div className={styles.inner}>
        <p className={styles.kicker}>{t('hero.kicker')}</p>
        <h1 id="promo-hero-title" className={styles.title}>{t('hero.title')}</h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('hero.liveNow')}</dt>
            <dd data-testid="hero-active-count"><span className={styles.dot} aria-hidden="true" />{count('active')}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('hero.upcoming')}</dt>
            <dd>{count('future')}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
