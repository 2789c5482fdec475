import { Suspense, useState, useTransition } from 'react';
import { useLoaded, usePluginOptions, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { JackpotWinner } from '@schemas/wire/jackpots';
import { jackpotsApiState, type WinnersSort } from '../api';
import { jackpotsManifest } from '../manifest';
import { formatJackpot } from '../rules/format-jackpot';
import { maskName } from '../rules/mask-name';
import styles from './Leaderboard.module.css';

/**
 * Jackpot winners (spec part 2 §9): 5 by default (`winnersShown`), biggest first or latest, names as their first 6
 * characters and `***`; of one jackpot or of all. Read while rendering (issue 14: a server-drawn jackpot page carries
 * them). Another order is read in a transition: the rows shown stay (busy) until the new ones are there. A failed
 * load is logged (`LOAD_JACKPOT_WINNERS_ERROR`) and says so.
 */
export function Leaderboard({ jackpot }: { jackpot?: string }) {
  const { t } = useTranslation('jackpots');
  const { winnersShown } = usePluginOptions(jackpotsManifest);
  const [sort, setSort] = useState<WinnersSort>('latest');
  const [changing, startChange] = useTransition();
  return (
    <section className={styles.board} aria-labelledby="jackpot-winners-title" data-testid="jackpot-winners">
      <header className={styles.header}>
        <h2 id="jackpot-winners-title" className={styles.title}>{t('winners.title')}</h2>
        <div className={styles.sort} role="group" aria-label={t('winners.sortLabel')}>
          {(['latest', 'biggest'] as const).map((option) => (
            <button key={option} type="button" className={styles.sortButton} aria-pressed={sort === option} onClick={() => startChange(() => setSort(option))}>
              {t(`winners.${option}`)}
            </button>
          ))}
        </div>
      </header>
      <Suspense fallback={<WinnersTable winners={null} rows={winnersShown} busy />}>
        <LoadedWinners jackpot={jackpot} sort={sort} limit={winnersShown} busy={changing} />
      </Suspense>
    </section>
  );
}

/** One order's winners; every input of the call is in the key. `null`: the read failed. */
function LoadedWinners({ jackpot, sort, limit, busy }: { jackpot: string | undefined; sort: WinnersSort; limit: number; busy: boolean }) {
  const { t } = useTranslation('jackpots');
  const api = usePluginState(jackpotsApiState);
  const winners = useLoaded<JackpotWinner[] | null>(`jackpots:winners:${jackpot ?? '*'}:${sort}:${limit}`, () => api.winners({ limit, sort, ...(jackpot ? { jackpot } : {}) }), {
    failed: null,
  });
  if (!winners) return <p className={styles.message} role="alert">{t('winners.error')}</p>;
  if (winners.length === 0) return <p className={styles.message}>{t('winners.empty')}</p>;
  return <WinnersTable winners={winners} rows={limit} busy={busy} />;
}

/** The table; `winners` null draws `rows` rows of bones (the loading state, at the size of the list to come). */
function WinnersTable({ winners, rows, busy }: { winners: readonly JackpotWinner[] | null; rows: number; busy: boolean }) {
  const { t } = useTranslation('jackpots');
  const runtime = useRuntime();
  const locale = runtime.locale.current;
  return (
    <table className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('winners.name')}</th>
          <th scope="col">{t('winners.level')}</th>
          <th scope="col" className={styles.right}>{t('winners.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {(winners ?? Array.from({ length: rows }, () => null)).map((winner, i) => (
          <tr key={winner ? `${winner.created_at}-${i}` : i} data-testid={winner ? 'jackpot-winner' : undefined}>
            <td>{winner ? maskName(winner.user_name) : <span className={styles.bone} />}</td>
            <td>{winner?.jackpot_level_name ?? <span className={styles.bone} />}</td>
            <td className={styles.right}>{winner ? formatJackpot(winner.amount_cents, winner.currency, locale) : <span className={styles.bone} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
