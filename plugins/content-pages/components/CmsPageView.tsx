import { CmsContent, isNoindex, useRuntime, useDocumentHead } from '@core/index';
import type { CmsPage } from '@schemas/wire/cms';
import { OPERATOR_DETAILS_PAGE, OperatorDetails, placesOperatorDetails } from './OperatorDetails';
import styles from './CmsPageView.module.css';

/** Only same-origin or https images from page data: the banner is operator data like the content. */
const safeImage = (src: string | undefined) => (src && /^(\/(?!\/)|https:\/\/)/.test(src) ? src : null);

/** One CMS page: its head tags, a title band (with the banner image when the page has one) and the content. */
export function CmsPageView({ page, path, dynamic }: { page: CmsPage; path: string; dynamic: boolean }) {
  const runtime = useRuntime();
  const { blocks } = page;
  const title = blocks.title || page.title;
  useDocumentHead({
    title: `${title} | ${runtime.site.name}`,
    description: blocks.description,
    keywords: blocks.keywords,
    noindex: isNoindex(path, { dynamicStaticPage: dynamic, seoNoindex: blocks.json.noindex === true }),
  });
  const banner = safeImage(blocks.json.bannerImage?.src);
  const retina = safeImage(blocks.json.bannerImage?.srcRetina);
  const wide = page.layout === 'full-width';
  const html = page.content || blocks['content-main'];
  // The terms name who they are with (issue 24 item 9), unless the author placed the block in the text.
  const operator = OPERATOR_DETAILS_PAGE.test(page.slug) && !placesOperatorDetails(html);
  return (
    <article className={wide ? styles.wide : styles.page} data-cms-page={page.slug}>
      <header className={banner ? styles.heroWithBanner : styles.hero}>
        {banner && <img className={styles.banner} src={banner} srcSet={retina ? `${banner} 1x, ${retina} 2x` : undefined} alt="" />}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{page.title}</h1>
          {blocks.description && <p className={styles.lead}>{blocks.description}</p>}
        </div>
      </header>
      <div className={styles.body}>
        <CmsContent html={html} variables={blocks.json.variables} />
        {operator && <OperatorDetails />}
      </div>
    </article>
  );
}
