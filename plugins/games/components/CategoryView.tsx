import { Suspense } from 'react';
import { Spinner, useDocumentHead, useNotFoundStatus, useRuntime, useTranslation } from '@core/index';
import { findCategory, pageSizeOf, type CategoryEntry, type Section } from '../catalogue-config';
import { randomPlacementOf } from '../list-items';
import { useMenuCategories } from '../use-menu-categories';
import { usePagedGames, type PagedQuery } from '../use-paged-games';
import { CategoryNav } from './CategoryNav';
import { GameList } from './GameList';
import { ListBoundary } from './ListFailed';
import { PageHeading } from './PageHeading';
import styles from './CategoryView.module.css';

interface Props {
  /** `null`: any section (`/categories/{slug}`, `/games/{id}`). */
  section: Section | null;
  slug?: string;
  /** A collection with no menu entry (`/slots`, `/games/{id}`). */
  collection?: string;
}

/**
 * A category page: the section's chips, the heading and the infinite, virtualised game list. The menu and the first
 * page of games are read while rendering, so a guest's page comes with them from the server (issue 14); a spinner
 * holds the place meanwhile in the browser.
 */
export function CategoryView(props: Props) {
  return (
    <Suspense fallback={<Spinner label="categories" />}>
      <Category {...props} />
    </Suspense>
  );
}

function Category({ section, slug, collection }: Props) {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  const config = useMenuCategories();
  const found = findCategory(config, section, slug ?? collection);
  const category: CategoryEntry | null =
    found ?? (collection ? { slug: collection, collection, section: section ?? 'categories', title: `games:collection.${collection}`, order: 0 } : null);
  const title = category ? t(category.title, { defaultValue: category.slug }) : '';
  // The description the host wrote for a visitor landing here (server/page-seo.ts: same key and values, issue 14).
  useDocumentHead({ description: category ? t('category.description', { title, site: runtime.site.name }) : undefined, noindex: !category || undefined });
  useNotFoundStatus(!category);
  if (!category) return <p className={styles.missing}>{t('category.notFound')}</p>;
  const siblings = config.categories.filter((c) => c.section === category.section && c.inMenu !== false).sort((a, b) => a.order - b.order);
  const query: PagedQuery = { filter: { categories: { identifiers: [category.collection], strategy: 'OR' } } };
  return (
    <section className={styles.page} data-testid="category-page" data-collection={category.collection}>
      <title>{t('category.documentTitle', { title, site: runtime.site.name })}</title>
      {category.section !== 'categories' && <CategoryNav categories={siblings} current={found} />}
      <ListBoundary key={category.collection} heading={title}>
        <CategoryGames category={category} query={query} pageSize={pageSizeOf(config, category)} title={title} />
      </ListBoundary>
    </section>
  );
}

/** The heading with the list's total and the list itself, from its first page on. */
function CategoryGames({ category, query, pageSize, title }: { category: CategoryEntry; query: PagedQuery; pageSize: number; title: string }) {
  const paged = usePagedGames(query, pageSize);
  return (
    <>
      <PageHeading title={title} total={paged.total} />
      <GameList paged={paged} label={title} list={category.collection} random={randomPlacementOf(category)} cashback={category.cashbackCard === true} />
    </>
  );
}
