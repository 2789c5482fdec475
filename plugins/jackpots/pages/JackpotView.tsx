import { Suspense, type Ref } from 'react';
import { Link } from 'wouter';
import { NotFoundPage, useRuntime, useTranslation } from '@core/index';
import type { JackpotEntry } from '@schemas/wire/jackpots';
import { Leaderboard } from '../components/Leaderboard';
import { LiveAmount } from '../components/LiveAmount';
import { useChannelWhileVisible, useJackpots } from '../use-jackpots';
import styles from './JackpotPages.module.css';

/**
 * One jackpot's page (`/jackpots/{identifier}`, and `/{identifier}` for a mystic one): every level live, largest
 * first, the number of games it plays on, and its winners. `accept` decides which jackpots the address may show;
 * any other is the not-found page. The list is read while rendering (a server-drawn page carries the levels); the
 * page's frame with bones holds the place while it loads in the browser.
 */
export function JackpotView({ identifier, accept }: { identifier: string; accept: (jackpot: JackpotEntry) => boolean }) {
  return (
    <Suspense fallback={<ViewFrame identifier={identifier} jackpot={undefined} failed={false} />}>
      <LoadedJackpotView identifier={identifier} accept={accept} />
    </Suspense>
  );
}

function LoadedJackpotView({ identifier, accept }: { identifier: string; accept: (jackpot: JackpotEntry) => boolean }) {
  const { status, jackpots } = useJackpots();
  const [ref] = useChannelWhileVisible<HTMLDivElement>('jackpots_changes');
  const jackpot = jackpots.find((j) => j.identifier === identifier);
  if (status === 'ready' && (!jackpot || !accept(jackpot))) return <NotFoundPage />;
  return <ViewFrame identifier={identifier} jackpot={jackpot} failed={status === 'error'} levelsRef={ref} />;
}

/** The page; `jackpot` undefined draws bones where its name and levels go (loading, or a failed read with its alert). */
function ViewFrame(props: { identifier: string; jackpot: JackpotEntry | undefined; failed: boolean; levelsRef?: Ref<HTMLDivElement> }) {
  const { identifier, jackpot, failed, levelsRef } = props;
  const { t } = useTranslation('jackpots');
  const runtime = useRuntime();
  const levels = jackpot ? [...jackpot.levels].sort((a, b) => b.index - a.index) : [];
  return (
    <div className={styles.page} data-testid="jackpot-page" data-jackpot={identifier}>
      {jackpot && <title>{t('page.jackpotDocumentTitle', { name: jackpot.name, site: runtime.site.name })}</title>}
      <div className={styles.content}>
        <nav className={styles.back}>
          <Link href="/jackpots">{t('page.back')}</Link>
        </nav>
        <header className={styles.hero}>
          <h1 className={styles.heading}>{jackpot?.name ?? <span className={styles.bone} />}</h1>
          {failed ? <p role="alert">{t('page.error')}</p> : <p className={styles.intro}>{jackpot ? t('page.games', { count: jackpot.games.length }) : ' '}</p>}
        </header>
        <div ref={levelsRef} className={styles.levels} aria-busy={!jackpot && !failed}>
          {jackpot
            ? levels.map((level, i) => (
                <div key={level.id} className={i === 0 ? `${styles.level} ${styles.topLevel}` : styles.level} data-testid="jackpot-level">
                  <span className={styles.levelName}>{level.name}</span>
                  <LiveAmount levelId={level.id} cents={level.amount_cents} currency={jackpot.currency} className={styles.levelAmount} />
                </div>
              ))
            : Array.from({ length: 4 }, (_, i) => <div key={i} className={i === 0 ? `${styles.level} ${styles.topLevel}` : styles.level} aria-hidden="true" />)}
        </div>
        <Leaderboard jackpot={identifier} />
      </div>
    </div>
  );
}
