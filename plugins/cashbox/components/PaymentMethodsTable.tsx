import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { CRYPTO_CURRENCIES } from '@config/currencies';
import { formatMoney, playerCurrency, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { formStyles } from '@core/forms';
import type { PaymentMethod } from '@schemas/wire/money';
import { loadMethods } from '../actions';
import { visibleMethods } from '../rules/method-filters';
import type { MethodLimits } from '../rules/method-limits';
import { methodsTableRows } from '../rules/methods-table';
import { cashboxState } from '../state';
import { methodsKey } from '../store';
import { MethodLogo } from './MethodLogo';
import { Skeleton } from './Skeleton';
import { useViewer } from './use-viewer';
import styles from './Placeholders.module.css';
import { activeWallet } from '../rules/wallets';

/**
 * `#PaymentMethods[type=crypto;currency=EUR]#` (part 1 §2, part 2 §9): the methods with their limits, fee and
 * processing time, for the player's wallet currency (or `currency`); `type=crypto` lists every coin. Method lists
 * are a player's (the platform answers them signed in only): a guest is invited to sign up instead.
 */
export default function PaymentMethodsTable({ props }: { props: Record<string, string> }) {
  const session = useSession();
  const { t } = useTranslation('cashbox');
  const runtime = useRuntime();
  if (session.status !== 'player') {
    return (
      <p className={styles.guest}>
        <Link href={`${runtime.pathOf('registration')}?redirect=${encodeURIComponent('/deposit')}`} className={formStyles.link}>
          {t('placeholder.guestMethods')}
        </Link>
      </p>
    );
  }
  return <MethodsTable type={props.type} currency={props.currency} />;
}

function MethodsTable({ type, currency: wanted }: { type?: string; currency?: string }) {
  const runtime = useRuntime();
  const session = useSession();
  const { t } = useTranslation('cashbox');
  const snapshot = useSnapshot(usePluginState(cashboxState));
  const viewer = useViewer();
  const own = wanted?.toUpperCase() ?? activeWallet(session.accounts)?.currency ?? playerCurrency(runtime);
  // Every coin for the crypto table (a coin's deposit entry carries its withdrawal limits too).
  const currencies = type === 'crypto' && !wanted ? [...CRYPTO_CURRENCIES] : [own];
  const withCashouts = !(type === 'crypto' && !wanted);
  const key = currencies.join(',');

  useEffect(() => {
    for (const currency of key.split(',')) {
      void loadMethods(runtime, 'deposit', currency);
      if (withCashouts) void loadMethods(runtime, 'cashout', currency);
    }
  }, [runtime, key, withCashouts]);

  const lists = (action: 'deposit' | 'cashout') => currencies.map((c) => snapshot.methods[methodsKey(action, c)]);
  const all = [...lists('deposit'), ...(withCashouts ? lists('cashout') : [])];
  const loading = all.some((l) => !l || (l.status === 'loading' && !l.data));
  const methodsOf = (action: 'deposit' | 'cashout') => visibleMethods(lists(action).flatMap((l) => (l?.data ?? []) as PaymentMethod[]), viewer);
  const rows = loading ? [] : methodsTableRows(methodsOf('deposit'), withCashouts ? methodsOf('cashout') : [], type);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, runtime.locale.current).text;
  const range = (limits: MethodLimits | null, currency: string) => {
    if (!limits || (limits.min === null && limits.max === null)) return t('table.notAvailable');
    if (limits.min !== null && limits.max !== null) return t('method.range', { min: money(limits.min, currency), max: money(limits.max, currency) });
    return limits.min !== null ? t('method.from', { min: money(limits.min, currency) }) : t('method.upTo', { max: money(limits.max!, currency) });
  };

  return (
    <div className={styles.tableWrap} role="region" aria-label={t('table.caption')} tabIndex={0}>
      <table className={styles.table} data-testid="payment-methods-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.method')}</th>
            <th scope="col">{t('table.deposit')}</th>
            <th scope="col">{t('table.withdrawal')}</th>
            <th scope="col">{t('table.fee')}</th>
            <th scope="col">{t('table.processing')}</th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? [0, 1, 2, 3].map((i) => (
                <tr key={i}>
                  <td colSpan={5}>
                    <Skeleton height={32} />
                  </td>
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <span className={styles.method}>
                      <MethodLogo brand={row.brand} name={row.name} size="small" />
                      {row.name}
                    </span>
                  </th>
                  <td>{range(row.deposit, row.currency)}</td>
                  <td>{range(row.cashout, row.currency)}</td>
                  <td>{row.fee === 'free' ? t('method.noFee') : row.fee}</td>
                  <td>{t(`method.processing.${row.processing === 'instant' ? 'instant' : 'other'}`, { time: row.processing })}</td>
                </tr>
              ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={5}>{t('method.none', { currency: currencies.join(', ') })}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
