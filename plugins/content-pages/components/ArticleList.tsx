import { Link, useLocation } from 'wouter';
import { usePluginOptions, useRuntime, useTranslation, useVisibility } from '@core/index';
import { articleList, ARTICLE_LIST_MAX } from '../article-list';
import { contentPagesManifest } from '../manifest';
import { usePageList } from '../use-page-list';
import styles from './ArticleList.module.css';

/**
 * `#ArticleList[category=seo-page]#` (spec part 1 §2, part 2 §9): links to up to six pages of a CMS category. While
 * the page list loads, six placeholder lines keep the list's height; a failed or empty list draws nothing.
 */
export function ArticleList({ props }: { props: Record<string, string> }) {
  const runtime = useRuntime();
  const visibility = useVisibility();
  const options = usePluginOptions(contentPagesManifest);
  const [location] = useLocation();
  const { t } = useTranslation('content-pages');
  const { pages, status } = usePageList();
  if (status === 'loading') {
    return (
      <ul className={styles.list} aria-busy="true" aria-label={t('articles.title')}>
        {Array.from({ length: ARTICLE_LIST_MAX }, (_, i) => <li key={i} className={styles.skeleton} />)}
      </ul>
    );
  }
  const items = pages ? articleList(pages, props.category, { loggedIn: visibility.loggedIn, licence: runtime.licence, hiddenUnderEE: options.hiddenUnderEE }, location) : [];
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('articles.title')}>
      <ul className={styles.list}>
        {items.map((page) => (
          <li key={page.id} className={styles.item}>
            <Link href={page.path} className={styles.link}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
