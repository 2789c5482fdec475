import { Suspense } from 'react';
import { useTranslation } from '@core/index';
import { useFooterConfig } from '../footer-reads';
import { InstallAppBanner } from './InstallAppBanner';
import styles from './FooterPromoRow.module.css';

/** Footer row: the app installer banner and the partner programme logo (spec §2). */
export default function FooterPromoRow() {
  return (
    <div className={styles.row}>
      <InstallAppBanner />
      {/* The banner holds the row's height; the logo takes the free cell once `footer-config` is there. */}
      <Suspense fallback={null}>
        <PartnerLogo />
      </Suspense>
    </div>
  );
}

/** The partner programme's logo from `footer-config`, read while rendering; none configured (or a failed read): nothing. */
function PartnerLogo() {
  const { t } = useTranslation('site-chrome');
  const footer = useFooterConfig();
  if (!footer?.partnerLogo) return null;
  return (
    <figure className={styles.partner}>
      <img src={footer.partnerLogo} alt={t('partner.alt')} loading="lazy" height={48} />
      <figcaption className={styles.caption}>{t('partner.caption')}</figcaption>
    </figure>
  );
}
