import { useState } from 'react';
import { usePluginOptions } from '@core/index';
import { cashboxManifest } from '../manifest';
import { brandInitials, brandLogoUrl } from '../rules/brand-logo';
import styles from './MethodLogo.module.css';

/** A brand's logo at a fixed size; a brand without one gets a text badge of the same size (never a broken image). */
export function MethodLogo({ brand, name, size = 'medium' }: { brand: string; name: string; size?: 'small' | 'medium' }) {
  const { paymentLogoUrl } = usePluginOptions(cashboxManifest);
  const [failed, setFailed] = useState(false);
  const className = `${styles.logo} ${styles[size]}`;
  if (failed || !brand) {
    return (
      <span className={`${className} ${styles.badge}`} aria-hidden="true">
        {brandInitials(name || brand)}
      </span>
    );
  }
  return <img className={className} src={brandLogoUrl(paymentLogoUrl, brand)} alt="" width={80} height={32} loading="lazy" onError={() => setFailed(true)} />;
}
