import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { LogoImage, usePluginState, useRuntime, useTranslation } from '@core/index';
import { providersHiddenFrom } from '@schemas/feconfig/provider-visibility';
import { providerLogoUrl } from '@schemas/wire/provider-logo';
import { lobbyApiState } from '../api';
import { lobbyState } from '../state';
import styles from './ProvidersCarousel.module.css';

/** Studios as a swipeable strip of logos linking to their pages; hidden providers are left out (spec §6). */
export function ProvidersCarousel() {
  const { t } = useTranslation('lobby');
  const runtime = useRuntime();
  const store = usePluginState(lobbyState);
  const api = usePluginState(lobbyApiState);
  const { providers } = useSnapshot(store.state);
  useEffect(() => {
    if (store.state.providers) return;
    void Promise.all([api.providers(), runtime.feConfig('providers-config')])
      .then(([list, config]) => {
        const viewer = { country: runtime.country, seesAll: runtime.flags.state.values.enableAllProviders, userAgent: globalThis.navigator?.userAgent };
        const hidden = providersHiddenFrom(config, viewer);
        store.setProviders(list.filter((p) => !hidden.has(p.slug)));
      })
      .catch(() => store.setProviders([]));
  }, [api, runtime, store]);
  if (!providers || providers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lobby-providers">
      <h2 id="lobby-providers" className={styles.title}>{t('providers.title')}</h2>
      <ul className={styles.strip}>
        {providers.map((p) => (
          <li key={p.slug}>
            {/* Platforms of the family send neither a logo nor a games count: the site's logo pattern stands in, the title if it fails. */}
            <Link
              href={`/producers/${p.slug}`}
              className={styles.card}
              aria-label={p.games_count === null ? p.title : t('providers.open', { name: p.title, count: p.games_count })}
            >
              <LogoImage src={providerLogoUrl(p, runtime.site.providerLogoUrl)} name={p.title} alt="" width={240} height={80} />
              {p.games_count !== null && <span className={styles.count}>{t('providers.games', { count: p.games_count })}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
