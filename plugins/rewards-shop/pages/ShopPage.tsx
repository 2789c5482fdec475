import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useNow, useRuntime, useTranslation, useVisibility, type RouteProps } from '@core/index';
import { ExchangeDialog } from '../components/ExchangeDialog';
import { CardSkeletons } from '../components/CardSkeleton';
import { ShopCard } from '../components/ShopCard';
import { ShopHero } from '../components/ShopHero';
import { saleActive } from '../rules/sale';
import { cardsOf, landingSection, type ShopCard as ShopCardData, type ShopSection } from '../rules/sections';
import { useChargeable, useShopCards, useShopCurrency } from '../use-shop-data';
import styles from './ShopPage.module.css';

const LISTED: Exclude<ShopSection, 'root' | 'discounts'>[] = ['freespins', 'money', 'special'];
const MINUTE = 60_000;

/**
 * `/rocket-mart` and its sections (spec part 2 §2): root (every section in turn), discounts (only during an active
 * sale, and not for guests: else the root), free spins, money, special. Off with `enableConpoints` (to
 * `/promotions`). Cards come from the comp rates; 5 placeholders while they load (spec part 2 §9).
 */
export default function ShopPage({ params }: RouteProps) {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  const { loggedIn, flags } = useVisibility();
  const { cards, failed } = useShopCards();
  const chargeable = useChargeable();
  const currency = useShopCurrency();
  const now = new Date(useNow(MINUTE));
  const [exchanging, setExchanging] = useState<ShopCardData | null>(null);
  const sale = cards !== null && saleActive(cards.map((c) => c.card), now);
  const asked = params.section;
  const section = cards === null ? (asked ?? 'root') : landingSection(asked, loggedIn, sale);

  useEffect(() => {
    if (!flags.enableConpoints) runtime.navigate('/promotions', { replace: true });
  }, [flags.enableConpoints, runtime]);
  useEffect(() => {
    if (cards !== null && asked !== undefined && section !== asked) runtime.navigate('/rocket-mart', { replace: true });
  }, [cards, asked, section, runtime]);
  if (!flags.enableConpoints) return null;

  const tabs: ShopSection[] = ['root', ...(sale && loggedIn ? (['discounts'] as const) : []), ...LISTED];
  const grid = (items: ShopCardData[]) =>
    items.map((item) => <ShopCard key={`${item.type}:${item.card.group}`} item={item} currency={currency} chargeable={chargeable} now={now} onExchange={setExchanging} />);

  return (
    <div className={styles.page} data-testid="shop-page" data-section={section}>
      <title>{t('page.documentTitle', { site: runtime.site.name })}</title>
      <ShopHero chargeable={chargeable} saleEnds={sale ? (cards?.find((c) => c.card.sale_end_date)?.card.sale_end_date ?? null) : null} />
      <div className={styles.content}>
        <nav className={styles.tabs} aria-label={t('page.sections')}>
          {tabs.map((tab) => (
            <Link
              key={tab}
              href={tab === 'root' ? '/rocket-mart' : `/rocket-mart/${tab}`}
              className={styles.tab}
              aria-current={tab === section ? 'page' : undefined}
              data-testid={`shop-tab-${tab}`}
            >
              {t(`section.${tab}`)}
            </Link>
          ))}
        </nav>

        {failed && <p className={styles.empty}>{t('page.failed')}</p>}

        {cards === null && !failed && (
          <div className={styles.grid} aria-busy="true" aria-label={t('page.loading')}>
            <CardSkeletons />
          </div>
        )}

        {cards !== null && section === 'root' &&
          [...(sale && loggedIn ? (['discounts'] as const) : []), ...LISTED].map((part) => {
            const items = cardsOf(part, cards, now);
            if (items.length === 0) return null;
            return (
              <section key={part} className={styles.section} aria-labelledby={`shop-${part}`} data-testid={`shop-section-${part}`}>
                <div className={styles.sectionHead}>
                  <h2 id={`shop-${part}`} className={styles.heading}>
                    {t(`section.${part}`)}
                  </h2>
                  <Link href={`/rocket-mart/${part}`} className={styles.more}>
                    {t('page.seeAll')}
                  </Link>
                </div>
                <div className={styles.grid}>{grid(items)}</div>
              </section>
            );
          })}

        {cards !== null && section !== 'root' && (
          <section className={styles.section} aria-labelledby="shop-current" data-testid={`shop-section-${section}`}>
            <h2 id="shop-current" className={styles.heading}>
              {t(`section.${section}`)}
            </h2>
            {cardsOf(section as Exclude<ShopSection, 'root'>, cards, now).length === 0 ? (
              <p className={styles.empty}>{t('page.empty')}</p>
            ) : (
              <div className={styles.grid}>{grid(cardsOf(section as Exclude<ShopSection, 'root'>, cards, now))}</div>
            )}
          </section>
        )}
      </div>
      {exchanging && <ExchangeDialog key={`${exchanging.type}:${exchanging.card.group}`} item={exchanging} onClose={() => setExchanging(null)} />}
    </div>
  );
}
