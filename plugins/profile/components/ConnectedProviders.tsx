import { useCallback, useEffect, useState } from 'react';
import { useFlags, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { ConnectedAuthProvider } from '@schemas/wire/auth';
import { profileApiState } from '../api';
import styles from './Panel.module.css';

type Available = { name: string; url: string };
const display = (name: string) => (name === 'google_oauth2' ? 'google' : name);

/** Social providers linked to the account: disconnect, or connect one more (spec part 1 §7). */
export function ConnectedProviders() {
  const runtime = useRuntime();
  const api = usePluginState(profileApiState);
  const flags = useFlags();
  const { t } = useTranslation('profile');
  const [connected, setConnected] = useState<ConnectedAuthProvider[]>([]);
  const [available, setAvailable] = useState<Available[]>([]);
  const reload = useCallback(() => {
    api.connectedProviders().then(setConnected, () => setConnected([]));
    if (flags.socialAuth) api.authProviders().then(setAvailable, () => setAvailable([]));
  }, [api, flags.socialAuth]);
  useEffect(reload, [reload]);

  const back = encodeURIComponent(runtime.href('/profile/security'));
  const unlinked = available.filter((p) => !connected.some((c) => c.name === p.name));
  if (connected.length === 0 && unlinked.length === 0) return <p className={styles.muted}>{t('security.noProviders')}</p>;
  return (
    <dl className={styles.facts}>
      {connected.map((provider) => (
        <div key={provider.id} className={styles.fact}>
          <dt style={{ textTransform: 'capitalize' }}>{display(provider.name)}</dt>
          <dd className={styles.head}>
            <span className={`${styles.status} ${styles.ok}`}>{t('security.connected')}</span>
            <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => void api.disconnectProvider(provider.id).finally(reload)}>
              {t('security.disconnect')}
            </button>
          </dd>
        </div>
      ))}
      {unlinked.map((provider) => (
        <div key={provider.name} className={styles.fact}>
          <dt style={{ textTransform: 'capitalize' }}>{display(provider.name)}</dt>
          <dd className={styles.head}>
            <span className={`${styles.status} ${styles.off}`}>{t('security.notConnected')}</span>
            <a className={styles.button} href={`${provider.url}?redirect=${back}`}>{t('security.connect')}</a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
