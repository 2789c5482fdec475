import { useEffect, useId, useRef, useState } from 'react';
import { Icon, useTranslation } from '@core/index';
import type { CalendarView } from '../rules/calendar';
import { AdventureCard } from './AdventureCard';
import styles from './AdventureCalendar.module.css';

interface Props {
  calendar: CalendarView;
  /** The calendar's title level: `h2` on its own page or in a CMS page, `h3` inside a hub section. */
  heading?: 'h2' | 'h3';
}

/**
 * The adventure carousel (spec part 2 §4): one card per day plus the super-day card, the progress label (completed
 * days out of total), and the finished banner once the last day is completed or passed. It opens on today's card
 * and follows it when the day changes (the "calendar index event"); the arrows and a swipe move it card by card.
 */
export function AdventureCalendar({ calendar, heading: Heading = 'h2' }: Props) {
  const { t } = useTranslation('adventures');
  const track = useRef<HTMLOListElement>(null);
  const [index, setIndex] = useState(calendar.focus);
  const last = calendar.cards.length - 1;

  // A new focus (today moved on, the calendar reloaded): the carousel follows it.
  useEffect(() => setIndex(calendar.focus), [calendar.focus]);
  useEffect(() => {
    const list = track.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    // Scrolls the track only, never the page (scrollIntoView would move the window too).
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo?.({ left: item.offsetLeft - list.offsetLeft - (list.clientWidth - item.offsetWidth) / 2, behavior: reduce ? 'auto' : 'smooth' });
  }, [index]);

  // Unique per carousel: a CMS block and the hub section may share a page.
  const titleId = useId();
  return (
    <div className={styles.calendar} data-testid="adventure-calendar" data-finished={calendar.finished} aria-labelledby={titleId} role="group">
      <div className={styles.top}>
        <div>
          <Heading id={titleId} className={styles.title}>{calendar.title || t('calendar.title')}</Heading>
          <p className={styles.progress} data-testid="adventure-progress-label">
            {t('calendar.progress', { completed: calendar.completed, total: calendar.total })}
          </p>
        </div>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index <= 0} aria-label={t('calendar.previous')}>
            <span className={styles.flip}><Icon name="chevron" size={18} /></span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => setIndex((i) => Math.min(last, i + 1))} disabled={index >= last} aria-label={t('calendar.next')}>
            <Icon name="chevron" size={18} />
          </button>
        </div>
      </div>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${calendar.total ? (calendar.completed / calendar.total) * 100 : 0}%` }} />
      </div>
      {calendar.finished && (
        <p className={styles.finished} role="status" data-testid="adventure-finished">
          <strong>{t('calendar.finishedTitle')}</strong> {t('calendar.finishedText', { completed: calendar.completed, total: calendar.total })}
        </p>
      )}
      {/* Focusable: a keyboard scrolls the strip too (it is a scrollable region, WCAG 2.1.1). */}
      <ol className={styles.track} ref={track} aria-label={t('calendar.days')} tabIndex={0}>
        {calendar.cards.map((card) => (
          <li key={`${card.step}-${card.date}`} className={card.isSuperPrize ? styles.superItem : styles.item}>
            <AdventureCard card={card} currency={calendar.currency} />
          </li>
        ))}
      </ol>
    </div>
  );
}
