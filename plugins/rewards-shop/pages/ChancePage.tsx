import { useEffect, useState } from 'react';
import { useNow, useRuntime, useTranslation, useVisibility } from '@core/index';
import { CardSkeletons } from '../components/CardSkeleton';
import { ExchangeDialog } from '../components/ExchangeDialog';
import { ShopCard } from '../components/ShopCard';
import { ShopHero } from '../components/ShopHero';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import type { ShopCard as ShopCardData } from '../rules/sections';
import { useChargeable, useShopCards, useShopCurrency } from '../use-shop-data';
import styles from './ShopPage.module.css';

const MINUTE = 60_000;

/**
 * `/rocket-chance` (spec part 2 §2, RocketChance): the shop's chances — lottery tickets bought with astrocoins.
 * Guarded by its page flag (fe-config `manage-promotion-pages`, slug `rocket-chance`; testers always) and by
 * `enableConpoints`; otherwise it goes to `/promotions`.
 */
export default function ChancePage() {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  const { flags, groups } = useVisibility();
  const [open, setOpen] = useState<boolean | null>(null);
  const { cards, failed } = useShopCards();
  const chargeable = useChargeable();
  const currency = useShopCurrency();
  const now = new Date(useNow(MINUTE));
  const [exchanging, setExchanging] = useState<ShopCardData | null>(null);
  const groupKey = groups.join(',');

  useEffect(() => {
    let live = true;
    void runtime
      .feConfig('manage-promotion-pages')
      .catch(() => null)
      .then((doc) => live && setOpen(flags.enableConpoints && pageOpenTo(doc, 'rocket-chance', groups)));
    return () => {
      live = false;
    };
    // The groups by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, flags.enableConpoints, groupKey]);
  useEffect(() => {
    if (open === false) runtime.navigate('/promotions', { replace: true });
  }, [open, runtime]);
  if (open === false) return null;

  const tickets = cards?.filter((c) => c.type === 'lotteries') ?? null;
  return (
    <div className={styles.page} data-testid="chance-page">
      <title>{t('chance.documentTitle', { site: runtime.site.name })}</title>
      <ShopHero chargeable={chargeable} saleEnds={null} />
      <div className={styles.content}>
        <section className={styles.section} aria-labelledby="chance-heading">
          <h2 id="chance-heading" className={styles.heading}>
            {t('chance.title')}
          </h2>
          {failed && <p className={styles.empty}>{t('page.failed')}</p>}
          {(open === null || tickets === null) && !failed ? (
            <div className={styles.grid} aria-busy="true" aria-label={t('page.loading')}>
              <CardSkeletons />
            </div>
          ) : tickets && tickets.length === 0 ? (
            <p className={styles.empty}>{t('chance.empty')}</p>
          ) : (
            <div className={styles.grid}>
              {tickets?.map((item) => (
                <ShopCard key={item.card.group} item={item} currency={currency} chargeable={chargeable} now={now} onExchange={setExchanging} />
              ))}
            </div>
          )}
        </section>
      </div>
      {exchanging && <ExchangeDialog item={exchanging} onClose={() => setExchanging(null)} />}
    </div>
  );
}
