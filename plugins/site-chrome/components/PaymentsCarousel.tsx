import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { usePluginOptions, usePluginState, useRuntime, useTranslation } from '@core/index';
import { siteChromeManifest } from '../manifest';
import { chromeState } from '../state';
import { visiblePayments, type FooterPayment } from '../footer-config';
import { Carousel } from './Carousel';
import styles from './LogoTile.module.css';

/** Footer payments carousel: logos from `footer-config`, each opening the cashbox dashboard (spec §2). */
export default function PaymentsCarousel() {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const store = usePluginState(chromeState);
  const options = usePluginOptions(siteChromeManifest);
  const { footer } = useSnapshot(store.state);
  useEffect(() => store.ensureFooter(), [store]);
  const payments = footer ? visiblePayments(footer.payments as FooterPayment[], runtime.locale.current, runtime.country) : [];
  if (payments.length === 0) return null;
  return (
    <Carousel title={t('payments.title')}>
      {payments.map((payment) => (
        <li key={payment.name}>
          <Link className={styles.tile} href={options.paymentsLink} title={t('payments.deposit', { name: payment.label })}>
            <img src={payment.logo} alt={payment.label} loading="lazy" width={120} height={48} />
          </Link>
        </li>
      ))}
    </Carousel>
  );
}
