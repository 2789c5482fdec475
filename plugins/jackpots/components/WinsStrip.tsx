import { Suspense, useRef, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { useLoaded, usePluginState, useRuntime, useTranslation } from '@core/index';
import { jackpotsApiState } from '../api';
import { formatJackpot } from '../rules/format-jackpot';
import { maskName } from '../rules/mask-name';
import { winsState } from '../state';
import { useChannelWhileVisible } from '../use-jackpots';
import { FEED_SIZE, withEarlierWins, type FeedWin } from '../wins-store';
import styles from './WinsStrip.module.css';

/**
 * "Latest wins" (issue 17 §3): big wins and jackpot drops as the public `wins` channel pushes them, newest first,
 * over the latest jackpot winners (read while rendering, issue 14: a server-drawn page carries them), names masked
 * (first 6 characters + `***`). Off screen (or in a hidden tab) the strip pauses: it keeps what it showed, and its
 * channel is let go after a while (`useChannelWhileVisible`). One line of fixed height: new entries never move the page.
 */
export function WinsStrip() {
  return (
    <Suspense fallback={<WinsStripPlaceholder />}>
      <LoadedWinsStrip />
    </Suspense>
  );
}

/** The strip's frame while the winners load: the same fixed height, no entries (and no "no wins yet" claim). */
export function WinsStripPlaceholder() {
  return (
    <StripFrame live={false} loading>
      <p className={styles.empty} aria-hidden="true" />
    </StripFrame>
  );
}

/** The latest winners as strip entries; a failed read (logged as LOAD_JACKPOT_WINNERS_ERROR) is none: pushes still come. */
function useEarlierWins(): FeedWin[] {
  const api = usePluginState(jackpotsApiState);
  return useLoaded<FeedWin[]>(
    `jackpots:wins-strip:latest:${FEED_SIZE}`,
    () =>
      api
        .winners({ limit: FEED_SIZE, sort: 'latest' })
        .then((winners) =>
          winners.map((w, i): FeedWin => ({ key: `jackpot:${w.created_at}:${i}`, name: w.user_name, game: '', amountCents: w.amount_cents, currency: w.currency, jackpotLevel: w.jackpot_level_name, at: w.created_at })),
        ),
    { failed: [] },
  );
}

function LoadedWinsStrip() {
  const { t } = useTranslation('jackpots');
  const runtime = useRuntime();
  const store = usePluginState(winsState);
  const earlier = useEarlierWins();
  const pushed = useSyncExternalStore(store.subscribe, store.entries, store.entries);
  const [ref, active] = useChannelWhileVisible<HTMLElement>('wins');
  // Paused off screen: what was pushed stays as it was until the strip is seen again.
  const shown = useRef(pushed);
  if (active || shown.current.length === 0) shown.current = pushed;
  const entries = withEarlierWins(shown.current, earlier);
  const locale = runtime.locale.current;
  return (
    <StripFrame sectionRef={ref} live={active}>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('wins.empty')}</p>
      ) : (
        <ol className={styles.list} aria-live="off">
          {entries.map((win) => {
            const values = { name: maskName(win.name), amount: formatJackpot(win.amountCents, win.currency, locale), game: win.game, level: win.jackpotLevel ?? '' };
            return (
              <li key={win.key} className={win.jackpotLevel ? `${styles.entry} ${styles.jackpot}` : styles.entry} data-testid="wins-entry">
                {win.jackpotLevel ? t('wins.jackpot', values) : t('wins.entry', values)}
              </li>
            );
          })}
        </ol>
      )}
    </StripFrame>
  );
}

function StripFrame({ sectionRef, live, loading = false, children }: { sectionRef?: Ref<HTMLElement>; live: boolean; loading?: boolean; children: ReactNode }) {
  const { t } = useTranslation('jackpots');
  // The placeholder is not the strip: it says it is busy, and a test waiting for the strip waits for the real one.
  return (
    <section
      ref={sectionRef}
      className={styles.strip}
      aria-labelledby="wins-strip-title"
      aria-busy={loading || undefined}
      data-testid={loading ? 'wins-strip-placeholder' : 'wins-strip'}
      data-live={live ? 'on' : 'paused'}
    >
      <h3 id="wins-strip-title" className={styles.title}>{t('wins.title')}</h3>
      {children}
    </section>
  );
}
