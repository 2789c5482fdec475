import { Link } from 'wouter';
import { Icon, useTranslation } from '@core/index';
import type { ProfileTab } from '../rules/profile-tabs';
import styles from './ProfileNav.module.css';

const ICONS: Record<ProfileTab, string> = {
  personal: 'user',
  level: 'crown',
  gifts: 'gift',
  verification: 'shield',
  limits: 'clock',
  security: 'shield',
  'games-history': 'dice',
};

export function ProfileNav({ tabs, current, base }: { tabs: readonly ProfileTab[]; current: ProfileTab; base: string }) {
  const { t } = useTranslation('profile');
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          href={tab === 'personal' ? base : `${base}/${tab}`}
          className={`${styles.link} ${tab === current ? styles.active : ''}`}
          aria-current={tab === current ? 'page' : undefined}
        >
          <Icon name={ICONS[tab]} size={18} />
          {t(`nav.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
