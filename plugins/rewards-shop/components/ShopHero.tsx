import { useRuntime, useTranslation } from '@core/index';
import { formatPoints } from '../format';
import styles from './ShopHero.module.css';

/**
 * The shop's heading: its name, the player's astrocoins (a placeholder of the same size while they load; guests are
 * told how points are earned), and the running sale's end date.
 */
export function ShopHero({ chargeable, saleEnds }: { chargeable: number | null; saleEnds: string | null }) {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.lead}>{t('page.lead')}</p>
        </div>
        <div className={styles.facts}>
          <p className={styles.balance}>
            <span className={styles.kicker}>{t('balance.label')}</span>
            <strong data-testid="shop-balance">{chargeable === null ? '–' : formatPoints(chargeable, runtime.locale.current)}</strong>
          </p>
          {saleEnds && <p className={styles.sale}>{t('page.saleEnds', { date: saleEnds })}</p>}
        </div>
      </div>
    </header>
  );
}
