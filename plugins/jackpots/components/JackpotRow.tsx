import { Link } from 'wouter';
import { usePluginOptions, useTranslation } from '@core/index';
import { jackpotsManifest } from '../manifest';
import { useChannelWhileVisible, useJackpots } from '../use-jackpots';
import { JackpotCard } from './JackpotCard';
import { WinsStrip } from './WinsStrip';
import styles from './JackpotRow.module.css';

/** Cards the skeleton holds: the seed's three jackpots (a different count still keeps the row's height). */
const SKELETON_CARDS = 3;

/**
 * The lobby's jackpot row (slot `lobby.rows`, order 500): a card per active jackpot with live amounts, then the
 * "latest wins" strip. In the plugin's entry (eager): drawn in a guest's first render at its final height (the
 * cards and the skeleton share one fixed height), so nothing below moves when the list arrives. The amounts'
 * channel is held only while the row is on screen.
 */
export default function JackpotRow() {
  const { t } = useTranslation('jackpots');
  const options = usePluginOptions(jackpotsManifest);
  const { status, jackpots } = useJackpots();
  const [ref] = useChannelWhileVisible<HTMLElement>('jackpots_changes');
  const active = jackpots.filter((j) => j.state === 'active');
  if (status === 'error' || (status === 'ready' && active.length === 0)) return null;
  return (
    <section ref={ref} className={styles.row} aria-labelledby="jackpots-row-title" data-testid="jackpot-row" aria-busy={status === 'loading'}>
      <header className={styles.header}>
        <h2 id="jackpots-row-title" className={styles.title}>{t('row.title')}</h2>
        <Link href="/jackpots" className={styles.all}>{t('row.all')}</Link>
      </header>
      <ul className={styles.cards}>
        {status === 'loading'
          ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className={styles.cell}>
                <div className={styles.skeleton} aria-hidden="true" />
              </li>
            ))
          : active.map((jackpot) => (
              <li key={jackpot.id} className={styles.cell}>
                <JackpotCard jackpot={jackpot} />
              </li>
            ))}
      </ul>
      {options.winsFeed && <WinsStrip />}
    </section>
  );
}
