import { Suspense } from 'react';
import { Link } from 'wouter';
import { usePluginOptions, useRuntime, useTranslation } from '@core/index';
import { useFooterConfig } from '../footer-reads';
import { siteChromeManifest } from '../manifest';
import { visiblePayments, type FooterPayment } from '../footer-config';
import { Carousel } from './Carousel';
import styles from './LogoTile.module.css';

/**
 * Footer payments carousel: logos from `footer-config`, each opening the cashbox dashboard (spec §2). Read while
 * rendering (the same read as the contacts column); nothing while it loads, as before (below the fold).
 */
export default function PaymentsCarousel() {
  return (
    <Suspense fallback={null}>
      <LoadedPayments />
    </Suspense>
  );
}

/** The logos the visitor may see (some are hidden per locale or country); none, or a failed read, is no carousel. */
function LoadedPayments() {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const options = usePluginOptions(siteChromeManifest);
  const footer = useFooterConfig();
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
