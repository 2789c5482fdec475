import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { CmsContent, Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { CmsPage } from '@schemas/wire/cms';
import { AwardsGrid } from '../components/AwardsGrid';
import { awardsState } from '../state';
import styles from './AwardsPage.module.css';

/**
 * `/awards`: the operator's text from the CMS page `awards` (its `#AwardsList[]#` places the list) or,
 * without that page, a plain heading and the full list.
 */
export default function AwardsPage() {
  const runtime = useRuntime();
  const { t } = useTranslation('awards');
  const store = usePluginState(awardsState);
  const locale = runtime.locale.current;
  const { pages } = useSnapshot(store.state);
  useEffect(() => store.ensurePage(locale), [store, locale]);
  const page = pages[locale] as CmsPage | null | undefined;
  const title = page?.blocks.title || page?.title || t('page.title');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${runtime.site.name}`;
    return () => void (document.title = previous);
  }, [title, runtime]);
  if (page === undefined) return <Spinner label="awards" />;
  const placesList = page?.content.includes('#AwardsList[') ?? false;
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{page?.title ?? t('page.title')}</h1>
        <p className={styles.lead}>{page?.blocks.description || t('page.lead')}</p>
      </header>
      {page && (
        <div className={styles.body}>
          <CmsContent html={page.content} variables={page.blocks.json.variables} />
        </div>
      )}
      {!placesList && <AwardsGrid />}
    </article>
  );
}
