import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { formatDate, type RouteProps, Slot, useRuntime, useSession, useSlotFilled, useTranslation } from '@core/index';
import { HEADER_NICKNAME_BADGE } from '@schemas/contracts/slots';
import { GamesHistoryTab } from '../components/GamesHistoryTab';
import { LimitsTab } from '../components/LimitsTab';
import { PersonalDataTab } from '../components/PersonalDataTab';
import { ProfileNav } from '../components/ProfileNav';
import { SecurityTab } from '../components/SecurityTab';
import { SlotTab } from '../components/SlotTab';
import { VerificationTab } from '../components/VerificationTab';
import { isSlotTab, PROFILE_TABS, SLOT_TABS, tabFromParam, type ProfileTab, type SlotTabName } from '../rules/profile-tabs';
import styles from './ProfilePage.module.css';
import panel from '../components/Panel.module.css';

/** `/profile/:tab?` (alias `/users/:tab?`), login required (spec part 1 §2). */
export default function ProfilePage({ params }: RouteProps) {
  const runtime = useRuntime();
  const session = useSession();
  const [location] = useLocation();
  const { t } = useTranslation('profile');
  const filled: Record<SlotTabName, boolean> = { level: useSlotFilled(SLOT_TABS.level), gifts: useSlotFilled(SLOT_TABS.gifts) };
  const base = location.startsWith('/users') ? '/users' : '/profile';
  const tab = tabFromParam(params.tab);
  const tabs = PROFILE_TABS.filter((name) => !isSlotTab(name) || filled[name]);

  useEffect(() => {
    if (!tab) runtime.navigate(base, { replace: true });
  }, [tab, base, runtime]);

  const player = session.player;
  if (!player || !tab) return null;
  const name = player.nickname || [player.first_name, player.last_name].filter(Boolean).join(' ') || player.email;
  const since = formatDate(player.created_at, runtime.locale.current, { style: 'monthYear' });

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <span className={styles.avatar} aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
        <div className={styles.who}>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.meta}>
            <span>{player.email}</span>
            {/* The status in the player's language, from the plugin that owns statuses (the VIP badge), as in the header. */}
            <Slot contract={HEADER_NICKNAME_BADGE} />
            <span>{t('memberSince', { date: since })}</span>
          </p>
        </div>
        <button type="button" className={`${panel.button} ${styles.logout}`} onClick={() => void runtime.logout().then(() => runtime.navigate(runtime.pathOf('main')))}>
          {t('logOut')}
        </button>
      </section>
      <div className={styles.layout}>
        <ProfileNav tabs={tabs} current={tab} base={base} />
        <div className={styles.content}>
          <TabContent tab={tab} />
        </div>
      </div>
    </div>
  );
}

function TabContent({ tab }: { tab: ProfileTab }) {
  switch (tab) {
    case 'personal':
      return <PersonalDataTab />;
    case 'level':
    case 'gifts':
      return <SlotTab tab={tab} />;
    case 'verification':
      return <VerificationTab />;
    case 'limits':
      return <LimitsTab />;
    case 'security':
      return <SecurityTab />;
    case 'games-history':
      return <GamesHistoryTab />;
  }
}
