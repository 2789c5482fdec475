import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '@core/index';
import { useAwards } from '../context';
import { sortAwards, type Award } from '../store';
import { AwardCard } from './AwardCard';
import styles from './AwardsGrid.module.css';

/** Awards as a grid (winners first); `limit` shows only the first ones. Hidden when there are none. */
export function AwardsGrid({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  const { store } = useAwards();
  const { awards } = useSnapshot(store.state);
  useEffect(() => store.ensureAwards(), [store]);
  if (awards === undefined) return <Spinner label="awards" />;
  if (!awards || awards.length === 0) return null;
  const shown = sortAwards(awards as Award[]).slice(0, limit ?? awards.length);
  return (
    <ul className={compact ? styles.compactGrid : styles.grid}>
      {shown.map((award) => (
        <li key={award.id}>
          <AwardCard award={award} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
