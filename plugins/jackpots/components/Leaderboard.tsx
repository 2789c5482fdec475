import { useEffect, useState } from 'react';
import { usePluginOptions, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { JackpotWinner } from '@schemas/wire/jackpots';
import { jackpotsApiState, type WinnersSort } from '../api';
import { jackpotsManifest } from '../manifest';
import { formatJackpot } from '../rules/format-jackpot';
import { maskName } from '../rules/mask-name';
import styles from './Leaderboard.module.css';

/**
 * Jackpot winners (spec part 2 §9): 5 by default (`winnersShown`), biggest first or latest, names as their first 6
 * characters and `***`; of one jackpot or of all. A failed load is logged (`LOAD_JACKPOT_WINNERS_ERROR`) and says so.
 */
export function Leaderboard({ jackpot }: { jackpot?: string }) {
  const { t } = useTranslation('jackpots');
  const runtime = useRuntime();
  const api = usePluginState(jackpotsApiState);
  const { winnersShown } = usePluginOptions(jackpotsManifest);
  const [sort, setSort] = useState<WinnersSort>('latest');
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; winners: readonly JackpotWinner[] }>({ status: 'loading', winners: [] });
  useEffect(() => {
    let live = true;
    setState((s) => ({ status: 'loading', winners: s.winners }));
    api.winners({ limit: winnersShown, sort, ...(jackpot ? { jackpot } : {}) }).then(
      (winners) => live && setState({ status: 'ready', winners }),
      () => live && setState({ status: 'error', winners: [] }),
    );
    return () => {
      live = false;
    };
  }, [api, sort, jackpot, winnersShown]);
  const locale = runtime.locale.current;
  return (
    <section className={styles.board} aria-labelledby="jackpot-winners-title" data-testid="jackpot-winners">
      <header className={styles.header}>
        <h2 id="jackpot-winners-title" className={styles.title}>{t('winners.title')}</h2>
        <div className={styles.sort} role="group" aria-label={t('winners.sortLabel')}>
          {(['latest', 'biggest'] as const).map((option) => (
            <button key={option} type="button" className={styles.sortButton} aria-pressed={sort === option} onClick={() => setSort(option)}>
              {t(`winners.${option}`)}
            </button>
          ))}
        </div>
      </header>
      {state.status === 'error' ? (
        <p className={styles.message} role="alert">{t('winners.error')}</p>
      ) : state.status === 'ready' && state.winners.length === 0 ? (
        <p className={styles.message}>{t('winners.empty')}</p>
      ) : (
        <table className={styles.table} aria-busy={state.status === 'loading'}>
          <thead>
            <tr>
              <th scope="col">{t('winners.name')}</th>
              <th scope="col">{t('winners.level')}</th>
              <th scope="col" className={styles.right}>{t('winners.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {(state.winners.length ? state.winners : Array.from({ length: winnersShown }, () => null)).map((winner, i) => (
              <tr key={winner ? `${winner.created_at}-${i}` : i} data-testid={winner ? 'jackpot-winner' : undefined}>
                <td>{winner ? maskName(winner.user_name) : <span className={styles.bone} />}</td>
                <td>{winner?.jackpot_level_name ?? <span className={styles.bone} />}</td>
                <td className={styles.right}>{winner ? formatJackpot(winner.amount_cents, winner.currency, locale) : <span className={styles.bone} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
