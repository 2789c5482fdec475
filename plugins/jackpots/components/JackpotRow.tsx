import { Suspense, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { usePluginOptions, useTranslation } from '@core/index';
import { jackpotsManifest } from '../manifest';
import { useChannelWhileVisible, useJackpots } from '../use-jackpots';
import { JackpotCard } from './JackpotCard';
import { WinsStrip, WinsStripPlaceholder } from './WinsStrip';
import styles from './JackpotRow.module.css';

/** Cards the skeleton holds: the seed's three jackpots (a different count still keeps the row's height). */
const SKELETON_CARDS = 3;

/**
 * The lobby's jackpot row (slot `lobby.rows`, order 500): a card per active jackpot with live amounts, then the
 * "latest wins" strip. In the plugin's entry (eager). The list is read while rendering (issue 14): a server-drawn
 * lobby carries the cards and their amounts, and the browser hydrates them without asking again; drawn in the
 * browser, the skeleton holds the row's final height (cards and skeleton share one fixed height), so nothing below
 * moves when the list arrives. The amounts' channel is held only while the row is on screen, after hydration.
 */
export default function JackpotRow() {
  return (
    <Suspense fallback={<RowSkeleton />}>
      <LoadedJackpotRow />
    </Suspense>
  );
}

/** The running jackpots; none, or a failed read, is no row. */
function LoadedJackpotRow() {
  const { status, jackpots } = useJackpots();
  const [ref] = useChannelWhileVisible<HTMLElement>('jackpots_changes');
  const active = jackpots.filter((j) => j.state === 'active');
  if (status === 'error' || active.length === 0) return null;
  return (
    <RowFrame sectionRef={ref} busy={false} strip={<WinsStrip />}>
      {active.map((jackpot) => (
        <li key={jackpot.id} className={styles.cell}>
          <JackpotCard jackpot={jackpot} />
        </li>
      ))}
    </RowFrame>
  );
}

function RowSkeleton() {
  return (
    <RowFrame busy strip={<WinsStripPlaceholder />}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i} className={styles.cell}>
          <div className={styles.skeleton} aria-hidden="true" />
        </li>
      ))}
    </RowFrame>
  );
}

/** The row around its cards: title, the link to every jackpot, and the wins strip when the site shows it. */
function RowFrame({ sectionRef, busy, strip, children }: { sectionRef?: Ref<HTMLElement>; busy: boolean; strip: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('jackpots');
  const options = usePluginOptions(jackpotsManifest);
  return (
    <section ref={sectionRef} className={styles.row} aria-labelledby="jackpots-row-title" data-testid="jackpot-row" aria-busy={busy}>
      <header className={styles.header}>
        <h2 id="jackpots-row-title" className={styles.title}>{t('row.title')}</h2>
        <Link href="/jackpots" className={styles.all}>{t('row.all')}</Link>
      </header>
      <ul className={styles.cards}>{children}</ul>
      {options.winsFeed && strip}
    </section>
  );
}
