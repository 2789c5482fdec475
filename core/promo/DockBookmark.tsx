import { Link } from 'wouter';
import { Icon } from '../ui/Icon';
import styles from './DockBookmark.module.css';

export interface DockBookmarkProps {
  /** Where it leads (without the locale prefix: the router adds it). */
  to: string;
  icon: string;
  /** The small upper line ("QUEST", "SHOP"). */
  kicker: string;
  /** The value line ("Level 2/5", "12 000 ✦"). */
  value: string;
  /** The full sentence on hover. */
  title: string;
  /** 0..1: a ring around the icon fills by it; absent, the icon sits on the accent colour instead. */
  progress?: number;
  /** Read after the visible words, not shown (the quest's title): spoken and shown agree (WCAG 2.5.3). */
  spokenSuffix?: string;
  testId: string;
  /** Extra data attributes for tests (`data-level`). */
  data?: Record<`data-${string}`, string | number>;
}

/**
 * A bookmark of the floating widget dock (FLOATING_WIDGETS, spec part 2 §2): a tab at the screen's right edge that
 * slides out on hover or focus. Quests, the rewards shop and the adventures draw theirs with it, so the dock looks
 * like one thing.
 */
export function DockBookmark({ to, icon, kicker, value, title, progress, spokenSuffix, testId, data }: DockBookmarkProps) {
  const ring = progress !== undefined;
  return (
    <Link href={to} className={styles.bookmark} title={title} data-testid={testId} {...data}>
      <span className={`${styles.ring} ${ring ? '' : styles.plain}`} style={{ ['--progress' as string]: `${Math.round((progress ?? 0) * 360)}deg` }} aria-hidden="true">
        <span className={styles.icon}>
          <Icon name={icon} size={18} />
        </span>
      </span>
      <span className={styles.text}>
        <small>{kicker} </small>
        <strong>{value}</strong>
        {spokenSuffix && <span className="visually-hidden">{` — ${spokenSuffix}`}</span>}
      </span>
    </Link>
  );
}
