import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import { TOURNAMENT_TABS, type TournamentTab } from '../tabs';
import styles from './TabNav.module.css';

/** The promo area's tabs as links (each tab has its address); lotteries only while its flag is on. */
export function TabNav({ current, lotteriesOn }: { current: TournamentTab; lotteriesOn: boolean }) {
  const { t } = useTranslation('tournaments');
  const tabs = TOURNAMENT_TABS.filter((tab) => tab !== 'lotteries' || lotteriesOn);
  return (
    <nav className={styles.nav} aria-label={t('tabs.label')}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link href={`/tournaments/${tab}`} className={styles.tab} aria-current={tab === current ? 'page' : undefined} data-tab={tab}>
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
