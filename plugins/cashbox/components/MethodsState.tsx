import { useTranslation } from '@core/index';
import { FormBanner, formStyles } from '@core/forms';
import { Skeleton } from './Skeleton';
import styles from './MethodsState.module.css';

/** The method list while it loads (tiles of their final size), when it failed, or when nothing is offered. */
export function MethodsState({ state, currency, onRetry }: { state: 'loading' | 'failed' | 'empty'; currency: string; onRetry: () => void }) {
  const { t } = useTranslation('cashbox');
  if (state === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true" data-testid="methods-loading">
        <span className="visually-hidden" role="status">{t('method.loading')}</span>
        <div className={styles.tiles}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={56} radius={10} />
          ))}
        </div>
        <div className={styles.form}>
          <Skeleton height={18} width="40%" />
          <Skeleton height={52} radius={10} />
          <Skeleton height={38} radius={8} />
          <Skeleton height={48} radius={10} />
        </div>
      </div>
    );
  }
  return (
    <FormBanner tone={state === 'failed' ? 'error' : 'info'}>
      <span>
        {state === 'failed' ? t('method.failed') : t('method.none', { currency })}{' '}
        <button type="button" className={formStyles.link} onClick={onRetry}>{t('retry')}</button>
      </span>
    </FormBanner>
  );
}
