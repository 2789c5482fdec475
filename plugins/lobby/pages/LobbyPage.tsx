import { Slot, useDocumentHead, usePluginOptions, useRuntime, useTranslation } from '@core/index';
import { LOBBY_ROWS } from '@schemas/contracts/slots';
import { BannerSlider } from '../components/BannerSlider';
import { ProvidersCarousel } from '../components/ProvidersCarousel';
import { lobbyManifest } from '../manifest';
import styles from './LobbyPage.module.css';

/** The lobby: banner slider, then the rows other plugins put into `lobby.rows` (games, jackpots…), then studios. */
export default function LobbyPage() {
  const { t } = useTranslation('lobby');
  const runtime = useRuntime();
  const options = usePluginOptions(lobbyManifest);
  // The same description the host writes for `/` (server/page-seo.ts): after an in-app visit to the lobby too.
  useDocumentHead({ description: t('description', { site: runtime.site.name }) });
  return (
    <div className={styles.lobby} data-testid="lobby">
      <title>{t('documentTitle', { site: runtime.site.name })}</title>
      <h1 className="visually-hidden">{t('heading', { site: runtime.site.name })}</h1>
      {options.showBanners && <BannerSlider category={options.bannerCategory} />}
      <div className={styles.rows}>
        <Slot contract={LOBBY_ROWS} />
      </div>
      {options.showProviders && <ProvidersCarousel />}
    </div>
  );
}
