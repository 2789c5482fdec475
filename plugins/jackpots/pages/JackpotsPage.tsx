import { Suspense } from 'react';
import { useRuntime, useTranslation } from '@core/index';
import { JackpotCard } from '../components/JackpotCard';
import { Leaderboard } from '../components/Leaderboard';
import { WinsStrip } from '../components/WinsStrip';
import { useChannelWhileVisible, useJackpots } from '../use-jackpots';
import styles from './JackpotPages.module.css';

/**
 * `/jackpots` (spec part 2 §2 jackpot pages): every running jackpot with live amounts, the latest wins and winners.
 * Each part reads its data while rendering behind its own skeleton (a server-drawn page carries them all).
 */
export default function JackpotsPage() {
  const { t } = useTranslation('jackpots');
  const runtime = useRuntime();
  return (
    <div className={styles.page} data-testid="jackpots-page">
      <title>{t('page.documentTitle', { site: runtime.site.name })}</title>
      <div className={styles.content}>
        <header className={styles.hero}>
          <h1 className={styles.heading}>{t('page.title')}</h1>
          <p className={styles.intro}>{t('page.intro')}</p>
        </header>
        <Suspense
          fallback={
            <div className={styles.grid} aria-busy="true">
              {Array.from({ length: 3 }, (_, i) => <div key={i} className={styles.skeleton} aria-hidden="true" />)}
            </div>
          }
        >
          <RunningJackpots />
        </Suspense>
        <WinsStrip />
        <Leaderboard />
      </div>
    </div>
  );
}

/** The running jackpots' cards, an empty note, or the error. */
function RunningJackpots() {
  const { t } = useTranslation('jackpots');
  const { status, jackpots } = useJackpots();
  const [ref] = useChannelWhileVisible<HTMLDivElement>('jackpots_changes');
  const running = jackpots.filter((j) => j.state === 'active');
  return (
    <div ref={ref} className={styles.grid} aria-busy="false">
      {status === 'error' && <p role="alert" className={styles.message}>{t('page.error')}</p>}
      {status === 'ready' && running.length === 0 && <p className={styles.message}>{t('page.empty')}</p>}
      {running.map((jackpot) => <JackpotCard key={jackpot.id} jackpot={jackpot} headingLevel={2} />)}
    </div>
  );
}
