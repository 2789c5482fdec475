import { Spinner, useRuntime, useTranslation } from '@core/index';
import { findCategory, pageSizeOf, type CategoryEntry, type Section } from '../catalogue-config';
import { randomPlacementOf } from '../list-items';
import { useMenuCategories } from '../use-menu-categories';
import { usePagedGames } from '../use-paged-games';
import { CategoryNav } from './CategoryNav';
import { GameList } from './GameList';
import { PageHeading } from './PageHeading';
import styles from './CategoryView.module.css';

interface Props {
  /** `null`: any section (`/categories/{slug}`, `/games/{id}`). */
  section: Section | null;
  slug?: string;
  /** A collection with no menu entry (`/slots`, `/games/{id}`). */
  collection?: string;
}

/** A category page: the section's chips, the heading and the infinite, virtualised game list. */
export function CategoryView({ section, slug, collection }: Props) {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  const config = useMenuCategories();
  const found = config ? findCategory(config, section, slug ?? collection) : null;
  const category: CategoryEntry | null =
    found ?? (collection ? { slug: collection, collection, section: section ?? 'categories', title: `games:collection.${collection}`, order: 0 } : null);
  const query = category ? { filter: { categories: { identifiers: [category.collection], strategy: 'OR' as const } } } : null;
  const paged = usePagedGames(config ? query : null, config ? pageSizeOf(config, category) : 0);

  if (!config) return <Spinner label="categories" />;
  if (!category) return <p className={styles.missing}>{t('category.notFound')}</p>;
  const title = t(category.title, { defaultValue: category.slug });
  const siblings = config.categories.filter((c) => c.section === category.section && c.inMenu !== false).sort((a, b) => a.order - b.order);
  return (
    <section className={styles.page} data-testid="category-page" data-collection={category.collection}>
      <title>{t('category.documentTitle', { title, site: runtime.site.name })}</title>
      {category.section !== 'categories' && <CategoryNav categories={siblings} current={found} />}
      <PageHeading title={title} total={paged.total} />
      <GameList paged={paged} label={title} list={category.collection} random={randomPlacementOf(category)} cashback={category.cashbackCard === true} />
    </section>
  );
}
