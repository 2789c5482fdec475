import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon, usePluginState, useRuntime, useTranslation, whenIdle } from '@core/index';
import { bonusesState } from '../state';
import styles from './HeaderGiftsButton.module.css';

/**
 * The header's gifts button (spec part 1 §2: "a gifts button with counter"), players only (the slot says so), to
 * the gifts tab. The counter is the received gifts still new (`GET /api/v2/bonuses`, status `received`), read when
 * the browser is idle after the first paint — or sooner, on the first bonus event — and kept by live events.
 */
export default function HeaderGiftsButton() {
  const runtime = useRuntime();
  const store = usePluginState(bonusesState);
  const { received, hiddenGroupKeys } = useSnapshot(store.state);
  const { t } = useTranslation('bonuses');

  useEffect(
    () =>
      whenIdle(() => {
        void import('../actions').then(({ ensureReceived, ensureConfigs }) => Promise.all([ensureReceived(runtime), ensureConfigs(runtime)]));
      }),
    [runtime],
  );

  const hidden = hiddenGroupKeys ?? [];
  const count = (received.data ?? []).filter((gift) => gift.status === 'received' && !(gift.group_key && hidden.includes(gift.group_key))).length;
  return (
    <Link href="/profile/gifts" className={styles.button} aria-label={count > 0 ? t('header.labelCount', { count }) : t('header.label')} data-testid="header-gifts">
      <Icon name="gift" size={20} />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true" data-testid="header-gifts-count">
          {count > 9 ? '9+' : count}
        </span>
      )}
    </Link>
  );
}
