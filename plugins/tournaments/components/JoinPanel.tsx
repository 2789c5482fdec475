import { Link } from 'wouter';
import { Icon, useRuntime, useTranslation, useVisibility } from '@core/index';
import type { Tournament, TournamentStatus } from '@schemas/wire/promotions';
import { joinTournament } from '../actions';
import { joinState } from '../join-state';
import { usePromoData } from '../use-promo-data';
import styles from './JoinPanel.module.css';

/**
 * The join button and what it says afterwards (spec part 2 §2, §8): guests go to registration and come back
 * here; a player confirms; "already subscribed" is its own message; a failure is a "something went wrong"
 * warning (a toast, by `joinTournament`) and the button stays.
 */
export function JoinPanel({ tournament, status, now }: { tournament: Tournament; status: TournamentStatus | null | undefined; now: number }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const { joins } = usePromoData();
  const outcome = joins[tournament.id];
  const state = joinState(tournament, status, { loggedIn, now });
  const here = `/tournaments/${tournament.frontend_identifier}`;

  if (state === 'closed') return <p className={styles.note} data-testid="join-state" data-state={state}>{t('join.closed')}</p>;
  if (state === 'register') {
    return (
      <div className={styles.panel} data-testid="join-state" data-state={state}>
        <Link href={`${runtime.pathOf('registration')}?redirect=${encodeURIComponent(here)}`} className={styles.button}>{t('join.register')}</Link>
        <p className={styles.hint}>{t('join.registerHint')}</p>
      </div>
    );
  }
  if (state === 'loading') return <div className={styles.panel} aria-busy="true"><span className={`${styles.button} ${styles.bone}`} /></div>;
  if (state === 'joined' || state === 'automatic') {
    const key = outcome === 'already' ? 'join.already' : state === 'automatic' ? 'join.automatic' : 'join.joined';
    return (
      <p className={styles.joined} data-testid="join-state" data-state={state} role="status">
        <Icon name="star" size={18} />
        {t(key)}
      </p>
    );
  }
  const pending = outcome === 'pending';
  return (
    <div className={styles.panel} data-testid="join-state" data-state={state}>
      <button type="button" className={styles.button} disabled={pending} aria-busy={pending} onClick={() => void joinTournament(runtime, tournament)}>
        {t(pending ? 'join.joining' : 'join.join')}
      </button>
      <p className={styles.hint}>{t('join.confirmHint')}</p>
    </div>
  );
}
