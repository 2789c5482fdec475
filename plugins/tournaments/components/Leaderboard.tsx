import { Fragment } from 'react';
import { useRuntime, useTranslation } from '@core/index';
import type { Tournament, TournamentStatus } from '@schemas/wire/promotions';
import { leaderboardRows } from '../leaderboard';
import { openPlaces } from '../prize-groups';
import { formatPoints } from '../prize-pool';
import { PrizeText } from './PrizeText';
import styles from './Leaderboard.module.css';

/**
 * The live leaderboard (spec part 2 §2): the top with each place's prize, the player's own row highlighted —
 * below the top, after a gap, when they stand outside it. Re-renders as the public `leaderboard` event and the
 * player's `tournaments_statuses` arrive.
 */
export function Leaderboard({ tournament, status, live }: { tournament: Tournament; status: TournamentStatus | null; live: boolean }) {
  const { t } = useTranslation('tournaments');
  const locale = useRuntime().locale.current;
  const rows = leaderboardRows(tournament.top_players, status, tournament.prizes);
  // While it runs, the prize places nobody holds yet are an invitation, not an empty table.
  const open = live ? openPlaces(tournament.prizes, Math.max(0, ...tournament.top_players.map((p) => p.award_place))) : null;
  return (
    <section className={styles.board} aria-labelledby="leaderboard-title" data-testid="leaderboard">
      <header className={styles.header}>
        <h2 id="leaderboard-title" className={styles.title}>{t('leaderboard.title')}</h2>
        {live && <span className={styles.live}><span className={styles.dot} aria-hidden="true" />{t('leaderboard.live')}</span>}
      </header>
      <p className={styles.how}>{t(`strategy.${tournament.strategy}.rule`)}</p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t(live ? 'leaderboard.emptyLive' : 'leaderboard.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.place}>{t('leaderboard.place')}</th>
              <th scope="col">{t('leaderboard.player')}</th>
              <th scope="col" className={styles.num}>{t('leaderboard.points')}</th>
              <th scope="col" className={styles.num}>{t('leaderboard.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={`${row.place}-${row.own ? 'own' : row.nickname}`}>
                {row.gapBefore && (
                  <tr className={styles.gap} aria-hidden="true">
                    <td colSpan={4}>⋯</td>
                  </tr>
                )}
                <tr className={row.own ? styles.own : undefined} data-testid={row.own ? 'own-row' : 'leaderboard-row'} data-place={row.place} aria-current={row.own ? 'true' : undefined}>
                  <td className={styles.place}>
                    <span className={styles.medal} data-medal={row.place <= 3 ? row.place : undefined}>{row.place}</span>
                  </td>
                  <td className={styles.player}>
                    <span className={styles.nickname}>{row.nickname || t('leaderboard.anonymous')}</span>
                    {row.own && <span className={styles.you}>{t('leaderboard.you')}</span>}
                  </td>
                  <td className={`${styles.num} ${styles.points}`} data-testid={row.own ? 'own-points' : undefined}>{formatPoints(row.points, locale, tournament.strategy)}</td>
                  <td className={`${styles.num} ${styles.prize}`}><PrizeText prize={row.prize} currency={tournament.currency} /></td>
                </tr>
              </Fragment>
            ))}
            {open && (
              <tr className={styles.open} data-testid="open-places">
                <td colSpan={4}>{open.from === open.to ? t('leaderboard.openPlace', { place: open.from }) : t('leaderboard.openPlaces', open)}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
