import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from '../ui/Icon';
import { MenuLink } from './MenuLink';
import { useMenu } from './use-menu';
import styles from './HeaderNav.module.css';

/** Header navigation in plugin order; what does not fit goes into the More dropdown (spec part 1 §2). */
export function HeaderNav() {
  const { t } = useTranslation('core');
  const entries = useMenu('header');
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(entries.length);
  const [moreOpen, setMoreOpen] = useState(false);
  const key = entries.map((e) => e.id).join('|');

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const fit = () => {
      const available = row.clientWidth - 110; // room for "More"
      const widths = [...measure.children].map((child) => (child as HTMLElement).offsetWidth + 4);
      let used = 0;
      let count = 0;
      for (const width of widths) {
        if (used + width > available) break;
        used += width;
        count++;
      }
      const total = widths.reduce((a, b) => a + b, 0);
      setVisibleCount(total <= row.clientWidth ? widths.length : count);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    return () => observer.disconnect();
  }, [key]);

  const visible = entries.slice(0, visibleCount);
  const overflow = entries.slice(visibleCount);
  return (
    <div className={styles.row} ref={rowRef}>
      <div className={styles.measure} ref={measureRef} aria-hidden="true">
        {entries.map((entry) => (
          <span key={entry.id} className={styles.item}>
            <MenuLink entry={{ ...entry, to: undefined, onSelect: () => undefined }} />
          </span>
        ))}
      </div>
      <ul className={styles.list}>
        {visible.map((entry) => (
          <li key={entry.id}>
            <MenuLink entry={entry} className={styles.item} activeClassName={styles.active} />
          </li>
        ))}
      </ul>
      {overflow.length > 0 && (
        <div className={styles.more} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setMoreOpen(false)}>
          <button type="button" className={styles.item} aria-expanded={moreOpen} aria-haspopup="true" onClick={() => setMoreOpen(!moreOpen)}>
            <span>{t('shell.more')}</span>
            <Icon name="chevron" size={14} />
          </button>
          {moreOpen && (
            <ul className={styles.dropdown}>
              {overflow.map((entry) => (
                <li key={entry.id}>
                  <MenuLink entry={entry} className={styles.dropdownItem} activeClassName={styles.active} onNavigate={() => setMoreOpen(false)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
