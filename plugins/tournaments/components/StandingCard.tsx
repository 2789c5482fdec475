import { useRuntime, useTranslation } from '@core/index';
import type { Tournament, TournamentStatus } from '@schemas/wire/promotions';
import { formatPoints } from '../prize-pool';
import { PrizeText } from './PrizeText';
import styles from './StandingCard.module.css';

/**
 * The signed-in player's place, points and bets in this tournament (`/status`, kept live by `tournaments_statuses`);
 * once it finished, their result and prize.
 */
export function StandingCard({ status, tournament, finished }: { status: TournamentStatus | null | undefined; tournament: Tournament; finished: boolean }) {
  const { t } = useTranslation('tournaments');
  const locale = useRuntime().locale.current;
  const loading = status === undefined;
  const place = status?.award_place ?? null;
  const prize = place !== null ? (tournament.prizes.find((p) => p.award_place === place) ?? null) : null;
  const hint = loading ? ' ' : finished ? (prize ? null : t('standing.final')) : place === null ? t('standing.notPlaced') : t('standing.keepGoing');
  return (
    <section className={styles.card} aria-labelledby="standing-title" data-testid="standing" aria-busy={loading || undefined}>
      <h2 id="standing-title" className={styles.title}>{t(finished ? 'standing.result' : 'standing.title')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('standing.place')}</dt>
          <dd data-testid="standing-place">{loading ? '–' : place !== null ? `#${place}` : '—'}</dd>
        </div>
        <div>
          <dt>{t('standing.points')}</dt>
          <dd data-testid="standing-points">{loading ? '–' : formatPoints(status?.points ?? 0, locale, tournament.strategy)}</dd>
        </div>
        <div>
          <dt>{t('standing.bets')}</dt>
          <dd>{loading ? '–' : String(status?.bets ?? 0)}</dd>
        </div>
      </dl>
      <p className={styles.hint}>
        {hint ?? (
          <>
            {t('standing.won')} <strong className={styles.prize}><PrizeText prize={prize} currency={tournament.currency} /></strong>
          </>
        )}
      </p>
    </section>
  );
}
