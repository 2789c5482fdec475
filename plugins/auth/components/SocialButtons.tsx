import { useEffect, useState } from 'react';
import { useFlags, usePluginState, useRuntime, useTranslation } from '@core/index';
import type * as z from 'zod/mini';
import type { authProvidersInfoSchema } from '@schemas/wire/auth';
import { authApiState } from '../api';
import { afterAuthTarget, providerDisplayName } from '../rules/after-auth-target';
import styles from './SocialButtons.module.css';
import layout from './AuthLayout.module.css';

type Providers = z.infer<typeof authProvidersInfoSchema>;

/** Sign in or up through a provider the platform lists; shown while the `socialAuth` flag is on (spec §6). */
export function SocialButtons() {
  const runtime = useRuntime();
  const api = usePluginState(authApiState);
  const flags = useFlags();
  const { t } = useTranslation('auth');
  const [providers, setProviders] = useState<Providers>([]);
  useEffect(() => {
    if (!flags.socialAuth) return;
    let live = true;
    api.authProviders().then((list) => live && setProviders(list), () => undefined);
    return () => {
      live = false;
    };
  }, [api, flags.socialAuth]);
  if (!flags.socialAuth || providers.length === 0) return null;
  const back = runtime.href(afterAuthTarget(runtime.navigation.current().search) ?? '/');
  return (
    <>
      <div className={layout.divider}>{t('social.or')}</div>
      <div className={styles.list}>
        {providers.map((provider) => {
          const name = providerDisplayName(provider.name);
          return (
            <a key={provider.name} className={styles.button} href={`${provider.url}?redirect=${encodeURIComponent(back)}`} aria-label={t('social.continueWith', { provider: name })}>
              <span className={styles.mark} aria-hidden="true" data-initial={name.charAt(0).toUpperCase()} />
              {name}
            </a>
          );
        })}
      </div>
    </>
  );
}
