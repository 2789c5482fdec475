import { Slot, useTranslation } from '@core/index';
import { SLOT_TABS } from '../rules/profile-tabs';
import styles from './Panel.module.css';

/** Level (VIP plugin) and gifts (gifts plugin) are other plugins' blocks in this page's slots. */
export function SlotTab({ tab }: { tab: 'level' | 'gifts' }) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.panel} aria-labelledby={`profile-${tab}`}>
      <h2 id={`profile-${tab}`} className={styles.title}>{t(`nav.${tab}`)}</h2>
      <Slot name={SLOT_TABS[tab]!} />
    </section>
  );
}
