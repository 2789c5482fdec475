import { useState } from 'react';
import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { DepositResponse, Payment } from '@schemas/wire/money';
import { CashboxIcon } from './CashboxIcon';
import { QrCode } from './QrCode';
import styles from './CryptoPanel.module.css';

/** Where a crypto deposit is paid: amount, network, address with a copy button, memo, and the QR code of it all. */
export function CryptoPanel({ crypto, payment }: { crypto: NonNullable<DepositResponse['crypto']>; payment: Payment }) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const [copied, setCopied] = useState<'address' | 'memo' | 'failed' | null>(null);
  const amount = formatMoney(payment.amount_cents, payment.currency, runtime.locale.current).text;
  const copy = async (what: 'address' | 'memo', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="cashbox-crypto-title" data-testid="crypto-address">
      <div className={styles.qr}>
        <QrCode value={crypto.qr_payload || crypto.address} label={t('crypto.qr', { currency: payment.currency })} />
      </div>
      <div className={styles.details}>
        <h3 id="cashbox-crypto-title" className={styles.title}>{t('crypto.title', { amount })}</h3>
        <p className={styles.warning}>
          <CashboxIcon name="alert" size={16} />
          <span>{t('crypto.warning', { currency: payment.currency, network: crypto.network || payment.currency })}</span>
        </p>
        <dl className={styles.facts}>
          {crypto.network && (
            <>
              <dt>{t('crypto.network')}</dt>
              <dd>{crypto.network}</dd>
            </>
          )}
          <dt>{t('crypto.address')}</dt>
          <dd className={styles.copyRow}>
            <code className={styles.code}>{crypto.address}</code>
            <button type="button" className={styles.copy} onClick={() => void copy('address', crypto.address)}>
              <CashboxIcon name={copied === 'address' ? 'check' : 'copy'} size={16} />
              {copied === 'address' ? t('crypto.copied') : t('crypto.copy')}
            </button>
          </dd>
          {crypto.memo && (
            <>
              <dt>{t('crypto.memo')}</dt>
              <dd className={styles.copyRow}>
                <code className={styles.code}>{crypto.memo}</code>
                <button type="button" className={styles.copy} onClick={() => void copy('memo', crypto.memo!)}>
                  <CashboxIcon name={copied === 'memo' ? 'check' : 'copy'} size={16} />
                  {copied === 'memo' ? t('crypto.copied') : t('crypto.copy')}
                </button>
              </dd>
            </>
          )}
        </dl>
        <p className={styles.status} role="status">
          {copied === 'failed' ? t('crypto.copyFailed') : copied ? t('crypto.copiedLong') : ''}
        </p>
      </div>
    </section>
  );
}
