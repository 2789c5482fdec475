import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner, usePluginState } from '@core/index';
import { awardsState } from '../state';
import { sortAwards, type Award } from '../store';
import { AwardCard } from './AwardCard';
import styles from './AwardsGrid.module.css';

/**
 * Awards as a grid (winners first); `limit` shows only the first ones. Hidden when there are none.
 * The compact grid scrolls sideways on phones and its cards hold nothing focusable, so the list itself is a
 * named tab stop: keyboard users can then scroll it with the arrow keys.
 */
export function AwardsGrid({ limit, compact = false, labelledBy }: { limit?: number; compact?: boolean; labelledBy?: string }) {
  const store = usePluginState(awardsState);
  const { awards } = useSnapshot(store.state);
  useEffect(() => store.ensureAwards(), [store]);
  if (awards === undefined) return <Spinner label="awards" />;
  if (!awards || awards.length === 0) return null;
  const shown = sortAwards(awards as Award[]).slice(0, limit ?? awards.length);
  return (
    <ul className={compact ? styles.compactGrid : styles.grid} tabIndex={compact ? 0 : undefined} aria-labelledby={labelledBy}>
      {shown.map((award) => (
        <li key={award.id}>
          <AwardCard award={award} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
