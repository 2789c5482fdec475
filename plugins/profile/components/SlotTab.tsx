import { Slot, useTranslation } from '@core/index';
import { SLOT_TABS, type SlotTabName } from '../rules/profile-tabs';
import styles from './Panel.module.css';

/** Level (VIP plugin) and gifts (gifts plugin) are other plugins' blocks in this page's slots. */
export function SlotTab({ tab }: { tab: SlotTabName }) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.panel} aria-labelledby={`profile-${tab}`}>
      <h2 id={`profile-${tab}`} className={styles.title}>{t(`nav.${tab}`)}</h2>
      <Slot contract={SLOT_TABS[tab]} />
    </section>
  );
}
