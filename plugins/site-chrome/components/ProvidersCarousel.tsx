import { Suspense } from 'react';
import { Link } from 'wouter';
import { LogoImage, usePluginOptions, useRuntime, useTranslation } from '@core/index';
import { providerLogoUrl } from '@schemas/wire/provider-logo';
import { useFooterProviders } from '../footer-reads';
import { siteChromeManifest } from '../manifest';
import { Carousel } from './Carousel';
import styles from './LogoTile.module.css';

/**
 * Footer providers carousel: each logo opens the provider's games (`/producers/{slug}`, spec §2). Read while
 * rendering; nothing while it loads, as before (below the fold).
 */
export default function ProvidersCarousel() {
  return (
    <Suspense fallback={null}>
      <LoadedProviders />
    </Suspense>
  );
}

/** The first `providersLimit` studios; none, or a failed read, is no carousel. */
function LoadedProviders() {
  const { t } = useTranslation('site-chrome');
  const runtime = useRuntime();
  const options = usePluginOptions(siteChromeManifest);
  const providers = useFooterProviders();
  if (providers.length === 0) return null;
  return (
    <Carousel title={t('providers.title')}>
      {providers.map((provider) => (
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
