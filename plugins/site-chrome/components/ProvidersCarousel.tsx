import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { LogoImage, usePluginOptions, usePluginState, useRuntime, useTranslation } from '@core/index';
import { providerLogoUrl } from '@schemas/wire/provider-logo';
import { siteChromeManifest } from '../manifest';
import { chromeState } from '../state';
import { Carousel } from './Carousel';
import styles from './LogoTile.module.css';

/** Footer providers carousel: each logo opens the provider's games (`/producers/{slug}`, spec §2). */
export default function ProvidersCarousel() {
  const { t } = useTranslation('site-chrome');
  const runtime = useRuntime();
  const store = usePluginState(chromeState);
  const options = usePluginOptions(siteChromeManifest);
  const { providers } = useSnapshot(store.state);
  useEffect(() => store.ensureProviders(), [store]);
  if (!providers || providers.length === 0) return null;
  return (
    <Carousel title={t('providers.title')}>
      {providers.slice(0, options.providersLimit).map((provider) => (
        <li key={provider.id}>
          {/* Platforms of the family send neither a logo nor a games count: the site's logo pattern stands in, the title if it fails. */}
          <Link
            className={styles.tile}
            href={`${options.providerPath}${provider.slug}`}
            title={provider.games_count === null ? provider.title : t('providers.games', { name: provider.title, count: provider.games_count })}
          >
            <LogoImage src={providerLogoUrl(provider, runtime.site.providerLogoUrl)} name={provider.title} alt={provider.title} width={120} height={48} />
          </Link>
        </li>
      ))}
    </Carousel>
  );
}
