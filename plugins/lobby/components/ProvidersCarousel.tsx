import { Suspense } from 'react';
import { Link } from 'wouter';
import { LogoImage, useLoaded, usePluginState, useRuntime, useTranslation } from '@core/index';
import { providersHiddenFrom } from '@schemas/feconfig/provider-visibility';
import { providerLogoUrl } from '@schemas/wire/provider-logo';
import { lobbyApiState } from '../api';
import styles from './ProvidersCarousel.module.css';

/** Studios as a swipeable strip of logos linking to their pages; nothing while they load (below the fold, no reserved height). */
export function ProvidersCarousel() {
  return (
    <Suspense fallback={null}>
      <LoadedProvidersCarousel />
    </Suspense>
  );
}

/** The strip itself; hidden providers are left out (spec §6), and a failed load shows no strip. */
function LoadedProvidersCarousel() {
  const { t } = useTranslation('lobby');
  const runtime = useRuntime();
  const api = usePluginState(lobbyApiState);
  const providers = useLoaded('lobby:providers', () =>
    Promise.all([api.providers(), runtime.feConfig('providers-config')])
      .then(([list, config]) => {
        const viewer = { country: runtime.country, seesAll: runtime.flags.state.values.enableAllProviders, userAgent: runtime.userAgent };
        const hidden = providersHiddenFrom(config, viewer);
        return list.filter((p) => !hidden.has(p.slug));
      })
      .catch(() => []),
  );
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
