import { Link } from 'wouter';
import { formatMoney, useRuntime, useTranslation } from '@core/index';
import { Countdown, formatPromoDate } from '@core/promo';
import type { Tournament, TournamentStatus } from '@schemas/wire/promotions';
import { formatPoints, prizePool } from '../prize-pool';
import { promoStatus } from '../promo-status';
import { usePromoZone } from '../use-promo-zone';
import { PromoArt } from './PromoArt';
import { StatusBadge } from './StatusBadge';
import styles from './PromoCard.module.css';

/**
 * A tournament in a list: art with its status and prize pool, title, dates (DD/MM/YYYY), and the timer of its
 * status — time to start, time left, or "finished" without a timer. The whole card opens the tournament.
 */
export function TournamentCard({ tournament, now, standing }: {
  tournament: Tournament;
  now: number;
  standing?: TournamentStatus | null;
}) {
  const { t } = useTranslation('tournaments');
  const locale = useRuntime().locale.current;
  const zone = usePromoZone();
  const status = promoStatus(tournament, now);
  const pool = prizePool(tournament);
  const placed = standing?.award_place ?? null;
  return (
    <article className={styles.card} data-testid="tournament-card" data-status={status} data-slug={tournament.frontend_identifier}>
      <div className={styles.top}>
        <PromoArt className={styles.art} image={tournament.image} kind="tournament" seed={tournament.frontend_identifier} />
        <div className={styles.topline}>
          <StatusBadge status={status} />
          <span className={styles.chip}>{t(`strategy.${tournament.strategy}.short`)}</span>
        </div>
        <div className={styles.pool}>
          <small>{t('card.prizePool')}</small>
          <strong>{formatMoney(pool.money, tournament.currency, locale).text}</strong>
          {pool.freespins > 0 && <span>{t('prize.plusFreespins', { count: pool.freespins })}</span>}
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={`/tournaments/${tournament.frontend_identifier}`} className={styles.link}>{tournament.title}</Link>
        </h3>
        <p className={styles.dates}>
          <time dateTime={tournament.start_at}>{formatPromoDate(tournament.start_at, zone)}</time>
          {' – '}
          <time dateTime={tournament.end_at}>{formatPromoDate(tournament.end_at, zone)}</time>
        </p>
        <div className={styles.timerArea}>
          {status === 'archive' ? (
            <p className={styles.finished}>{t('timer.finished')}</p>
          ) : (
            <Countdown
              target={Date.parse(status === 'future' ? tournament.start_at : tournament.end_at)}
              now={now}
              caption={t(status === 'future' ? 'timer.startsIn' : 'timer.endsIn')}
            />
          )}
        </div>
        <div className={styles.footer}>
          {placed !== null ? (
            <span className={styles.standing} data-testid="card-standing">
              {t('card.yourPlace', { place: placed })} · {t('card.points', { points: formatPoints(standing?.points ?? 0, locale, tournament.strategy) })}
            </span>
          ) : (
            <span className={styles.meta}>{t('card.places', { count: tournament.prizes.length })}</span>
          )}
          <span className={styles.cta} aria-hidden="true">{t(status === 'archive' ? 'card.results' : 'card.open')}</span>
        </div>
      </div>
    </article>
  );
}
