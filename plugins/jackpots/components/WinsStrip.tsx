import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { jackpotsApiState } from '../api';
import { formatJackpot } from '../rules/format-jackpot';
import { maskName } from '../rules/mask-name';
import { winsState } from '../state';
import { useChannelWhileVisible } from '../use-jackpots';
import type { FeedWin } from '../wins-store';
import styles from './WinsStrip.module.css';

/**
 * "Latest wins" (issue 17 §3): big wins and jackpot drops as the public `wins` channel pushes them, newest first,
 * names masked (first 6 characters + `***`). Off screen (or in a hidden tab) the strip pauses: it keeps what it
 * showed, and its channel is let go after a while (`useChannelWhileVisible`). When it first comes on screen it is filled with the latest jackpot winners.
 * One line of fixed height: new entries never move the page.
 */
export function WinsStrip() {
  const { t } = useTranslation('jackpots');
  const runtime = useRuntime();
  const store = usePluginState(winsState);
  const api = usePluginState(jackpotsApiState);
  const live = useSyncExternalStore(store.subscribe, store.entries, store.entries);
  const [ref, active] = useChannelWhileVisible<HTMLElement>('wins');
  // Paused off screen: what was shown stays until the strip is seen again.
  const shown = useRef(live);
  if (active || shown.current.length === 0) shown.current = live;
  const entries = shown.current;
  const seeded = useRef(false);
  useEffect(() => {
    if (!active || seeded.current) return;
    seeded.current = true;
    api.winners({ limit: 12, sort: 'latest' }).then(
      (winners) => store.seed(winners.map((w, i): FeedWin => ({ key: `jackpot:${w.created_at}:${i}`, name: w.user_name, game: '', amountCents: w.amount_cents, currency: w.currency, jackpotLevel: w.jackpot_level_name, at: w.created_at }))),
      // Logged by the API client (LOAD_JACKPOT_WINNERS_ERROR); the strip waits for pushed wins.
      () => undefined,
    );
  }, [active, api, store]);
  const locale = runtime.locale.current;
  return (
    <section ref={ref} className={styles.strip} aria-labelledby="wins-strip-title" data-testid="wins-strip" data-live={active ? 'on' : 'paused'}>
      <h3 id="wins-strip-title" className={styles.title}>{t('wins.title')}</h3>
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
    </section>
  );
}
