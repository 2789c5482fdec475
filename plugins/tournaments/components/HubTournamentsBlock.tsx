import { useEffect } from 'react';
import { Link } from 'wouter';
import { useRuntime, useTranslation, useVisibility } from '@core/index';
import { ensureMine, ensureTournaments } from '../actions';
import { promoStatus, visibleTo } from '../promo-status';
import { usePromoData } from '../use-promo-data';
import styles from './HubTournamentsBlock.module.css';

const SHOWN = 3;

/**
 * The activity hub's tournaments section (ACTIVITY_HUB 300, spec part 2 §2): the running tournaments the player may
 * see (the ones they joined first, then the soonest to end), three at most, each marked when they take part.
 */
export default function HubTournamentsBlock() {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { loggedIn, groups } = useVisibility();
  const snap = usePromoData();

  useEffect(() => {
    void ensureTournaments(runtime);
    if (loggedIn) void ensureMine(runtime);
  }, [runtime, loggedIn]);

  const now = Date.now();
  const joined = new Set((snap.mine ?? []).map((tournament) => tournament.id));
  const running = (snap.tournaments ?? [])
    .filter((tournament) => visibleTo(tournament, groups) && promoStatus(tournament, now) === 'active')
    .sort((a, b) => Number(joined.has(b.id)) - Number(joined.has(a.id)) || Date.parse(a.end_at) - Date.parse(b.end_at));
  const loading = !snap.tournaments && snap.tournamentsLoad !== 'failed';
  return (
    <section className={styles.block} aria-labelledby="hub-tournaments-heading" data-testid="hub-section-tournaments" aria-busy={loading || undefined}>
      <h2 id="hub-tournaments-heading" className={styles.kicker}>{t('hub.heading')}</h2>
      {loading ? (
        <div className={styles.skeleton} />
      ) : running.length > 0 ? (
        <ul className={styles.list}>
          {running.slice(0, SHOWN).map((tournament) => (
            <li key={tournament.id}>
              <Link href={`/tournaments/${tournament.frontend_identifier}`} className={styles.item}>{tournament.title}</Link>
              {joined.has(tournament.id) && <span className={styles.badge}>{t('hub.joined')}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>{t('hub.none')}</p>
      )}
      <Link href="/tournaments" className={styles.link}>{t('hub.all')}</Link>
    </section>
  );
}
