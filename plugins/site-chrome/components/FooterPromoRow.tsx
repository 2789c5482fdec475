import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useTranslation } from '@core/index';
import { chromeState } from '../state';
import { InstallAppBanner } from './InstallAppBanner';
import styles from './FooterPromoRow.module.css';

/** Footer row: the partner programme logo and the app installer banner (spec §2). */
export default function FooterPromoRow() {
  const { t } = useTranslation('site-chrome');
  const store = usePluginState(chromeState);
  const { footer } = useSnapshot(store.state);
  useEffect(() => store.ensureFooter(), [store]);
  return (
    <div className={styles.row}>
      <InstallAppBanner />
      {footer?.partnerLogo && (
        <figure className={styles.partner}>
          <img src={footer.partnerLogo} alt={t('partner.alt')} loading="lazy" height={48} />
          <figcaption className={styles.caption}>{t('partner.caption')}</figcaption>
        </figure>
      )}
    </div>
  );
}
