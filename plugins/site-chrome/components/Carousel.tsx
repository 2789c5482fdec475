import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, useTranslation } from '@core/index';
import styles from './Carousel.module.css';

/** A titled row that scrolls sideways (swipe on phones, arrow buttons on desktop). */
export function Carousel({ title, more, children }: { title: string; more?: { label: string; to: string }; children: ReactNode }) {
  const { t } = useTranslation('site-chrome');
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section className={styles.carousel} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.controls}>
          {more && <Link className={styles.more} href={more.to}>{more.label}</Link>}
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={t('carousel.previous')}>
            <span className={styles.flip}><Icon name="chevron" size={16} /></span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={t('carousel.next')}>
            <Icon name="chevron" size={16} />
          </button>
        </div>
      </div>
      <ul className={styles.track} ref={track}>
        {children}
      </ul>
    </section>
  );
}
