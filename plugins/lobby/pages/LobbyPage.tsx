import { Slot, useRuntime, useTranslation } from '@core/index';
import { BannerSlider } from '../components/BannerSlider';
import { ProvidersCarousel } from '../components/ProvidersCarousel';
import { useLobby } from '../services';
import styles from './LobbyPage.module.css';

/** The lobby: banner slider, then the rows other plugins put into `lobby.rows` (games, jackpots…), then studios. */
export default function LobbyPage() {
  const { t } = useTranslation('lobby');
  const runtime = useRuntime();
  const { options } = useLobby();
  return (
    <div className={styles.lobby} data-testid="lobby">
      <title>{t('documentTitle', { site: runtime.site.name })}</title>
      <h1 className="visually-hidden">{t('heading', { site: runtime.site.name })}</h1>
      {options.showBanners && <BannerSlider category={options.bannerCategory} />}
      <div className={styles.rows}>
        <Slot name="lobby.rows" />
      </div>
      {options.showProviders && <ProvidersCarousel />}
    </div>
  );
}
