import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { ApiError, formatDateTime, formatMoney, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { FormBanner, formStyles } from '@core/forms';
import type { Payment } from '@schemas/wire/money';
import { loadPayment, loadPayments, recallPayment } from '../actions';
import { CashboxIcon } from '../components/CashboxIcon';
import { CashboxLink } from '../components/CashboxLink';
import { CryptoPanel } from '../components/CryptoPanel';
import { Skeleton } from '../components/Skeleton';
import { StateBadge } from '../components/StateBadge';
import { useCashboxNavigation } from '../components/use-cashbox-navigation';
import { brandLabel } from '../rules/brand-logo';
import { isFinal, STATE_TONES } from '../rules/payment-states';
import { cashboxState } from '../state';
import { paymentById } from '../store';
import styles from './ResultScreen.module.css';
import { activeWallet } from '../rules/wallets';

/**
 * `/cashbox/result/:id`: where the processor sends the player back. It follows the payment live (the
 * `payments_changes` event updates the store), and shows a crypto deposit's address until it is paid.
 */
export function ResultScreen({ id }: { id: string }) {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(cashboxState);
  const snapshot = useSnapshot(store);
  const { t } = useTranslation('cashbox');
  const { close } = useCashboxNavigation();
  const lost = new URLSearchParams(useSearch()).get('lost') === '1';
  const paymentId = Number(id);
  const valid = Number.isSafeInteger(paymentId) && paymentId > 0;
  const payment = valid ? paymentById(snapshot, paymentId) : null;
  const [missing, setMissing] = useState(!valid);
  const [recalling, setRecalling] = useState(false);
  const [recallError, setRecallError] = useState<string | null>(null);

  useEffect(() => {
    if (!valid) return;
    // Asked once on arrival (the socket may have spoken while the player was at the processor), then live.
    loadPayment(runtime, paymentId).catch(async () => {
      // A platform without `GET …/payments/{id}` (or a lost answer): the history has it too.
      const list = await loadPayments(runtime, true);
      if (!list?.some((p) => p.id === paymentId)) setMissing(true);
    });
  }, [runtime, paymentId, valid]);

  if (!payment) {
    if (missing) {
      return (
        <div className={styles.result}>
          <FormBanner tone="error">{t('result.notFound')}</FormBanner>
          <CashboxLink to="/cashbox/history" className={formStyles.secondary}>{t('result.toHistory')}</CashboxLink>
        </div>
      );
    }
    return (
      <div className={styles.result} aria-busy="true">
        <Skeleton width={72} height={72} radius={36} />
        <Skeleton width="60%" height={26} />
        <Skeleton width="80%" height={18} />
        <Skeleton height={150} radius={12} />
      </div>
    );
  }

  const locale = runtime.locale.current;
  const amount = formatMoney(payment.amount_cents, payment.currency, locale).text;
  const tone = STATE_TONES[payment.state];
  const kind = payment.action === 'cashout' ? 'cashout' : 'deposit';
  const crypto = snapshot.cryptoAddresses[String(payment.id)];
  const account = activeWallet(session.accounts);
  const date = (iso: string) => formatDateTime(iso, locale);
  const waitingForCoins = Boolean(crypto) && kind === 'deposit' && !isFinal(payment.state);
  const messages = waitingForCoins ? 'result.cryptoPending' : `result.${kind}.${payment.state}`;

  const recall = async (p: Payment) => {
    setRecalling(true);
    setRecallError(null);
    try {
      await recallPayment(runtime, p.id);
    } catch (error) {
      setRecallError((error instanceof ApiError && error.firstMessage()) || t('recall.failed'));
    } finally {
      setRecalling(false);
    }
  };

  return (
    <div className={styles.result} data-testid="payment-result" data-state={payment.state}>
      <div className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
        {tone === 'pending' ? <span className={styles.spinner} /> : <CashboxIcon name={tone === 'success' ? 'check' : tone === 'danger' ? 'cross' : 'undo'} size={36} />}
      </div>
      <div role="status" aria-live="polite" className={styles.message}>
        <h3 className={styles.title}>{t(`${messages}.title`)}</h3>
        <p className={styles.text}>{t(`${messages}.text`, { amount })}</p>
      </div>
      {lost && !isFinal(payment.state) && <FormBanner tone="info">{t('result.lost')}</FormBanner>}
      {crypto && !isFinal(payment.state) && <CryptoPanel crypto={crypto} payment={payment} />}
      <dl className={styles.facts}>
        <div>
          <dt>{t('result.amount')}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
        <div>
          <dt>{t('result.state')}</dt>
          <dd><StateBadge state={payment.state} /></dd>
        </div>
        <div>
          <dt>{t('result.method')}</dt>
          <dd>{brandLabel(payment.brand || payment.payment_system)}</dd>
        </div>
        <div>
          <dt>{t('result.reference')}</dt>
          <dd>#{payment.id}</dd>
        </div>
        <div>
          <dt>{t('result.created')}</dt>
          <dd>{date(payment.created_at)}</dd>
        </div>
        {payment.finished_at && (
          <div>
            <dt>{t('result.finished')}</dt>
            <dd>{date(payment.finished_at)}</dd>
          </div>
        )}
        {payment.state === 'succeeded' && account && (
          <div>
            <dt>{t('result.balance')}</dt>
            <dd className={styles.amount} data-testid="result-balance">{formatMoney(account.amount_cents, account.currency, locale).text}</dd>
          </div>
        )}
      </dl>
      {recallError && <FormBanner tone="error">{recallError}</FormBanner>}
      <div className={styles.actions}>
        {payment.action === 'cashout' && payment.recallable && !isFinal(payment.state) && (
          <button type="button" className={formStyles.secondary} onClick={() => void recall(payment)} disabled={recalling} aria-busy={recalling}>
            {t('recall.button')}
          </button>
        )}
        {kind === 'deposit' && tone === 'danger' && (
          <CashboxLink to="/deposit" className={formStyles.submit}>{t('result.tryAgain')}</CashboxLink>
        )}
        {kind === 'deposit' && tone === 'success' && (
          <button type="button" className={formStyles.submit} onClick={close}>{t('result.play')}</button>
        )}
        <CashboxLink to="/cashbox/history" className={formStyles.secondary}>{t('result.toHistory')}</CashboxLink>
      </div>
    </div>
  );
}
