import type { TournamentStatus } from '@schemas/wire/promotions';
import type { PromoItem } from '../tabs';
import { LotteryCard } from './LotteryCard';
import { PromoCardSkeleton } from './PromoCardSkeleton';
import { TournamentCard } from './TournamentCard';
import styles from './PromoGrid.module.css';

const SKELETONS = 4;

/** The cards of a tab; `items: null` draws skeleton cards of the same size while the lists load. */
export function PromoGrid({ items, now, statuses, tickets }: {
  items: readonly PromoItem[] | null;
  now: number;
  statuses?: Readonly<Record<string, TournamentStatus | null>>;
  /** The player's tickets per lottery id; `null` for guests. */
  tickets?: Readonly<Record<string, readonly string[]>> | null;
}) {
  if (!items) {
    return (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i}><PromoCardSkeleton /></li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={`${item.kind}-${item.promo.id}`}>
          {item.kind === 'tournament' ? (
            <TournamentCard tournament={item.promo} now={now} standing={statuses?.[item.promo.id]} />
          ) : (
            <LotteryCard lottery={item.promo} now={now} tickets={tickets ? (tickets[item.promo.id]?.length ?? 0) : null} />
          )}
        </li>
      ))}
    </ul>
  );
}
