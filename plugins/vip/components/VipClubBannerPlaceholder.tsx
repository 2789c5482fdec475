import { Link } from 'wouter';
import { useTranslation, useVisibility } from '@core/index';
import { useVipData } from '../use-vip-data';
import { statusLabelKey } from './status-label';
import styles from './placeholders.module.css';

/** `#VipClubBanner[]#` in CMS text: the club's banner, with the player's status or an invitation, and the way in. */
export default function VipClubBannerPlaceholder() {
  const { t } = useTranslation('vip');
  const { loggedIn } = useVisibility();
  const snap = useVipData();
  const status = loggedIn ? snap.progress?.currentStatus : null;
  return (
    <aside className={styles.banner} aria-labelledby="vip-club-banner" data-testid="vip-club-banner">
      <h2 id="vip-club-banner" className={styles.bannerTitle}>{t('banner.title')}</h2>
      <p className={styles.bannerText}>{status ? t('banner.member', { status: t(statusLabelKey(status)) }) : t('banner.text')}</p>
      <Link href="/vip" className={styles.bannerLink}>{t('banner.cta')}</Link>
    </aside>
  );
}
