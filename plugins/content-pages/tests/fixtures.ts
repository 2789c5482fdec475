import type { CmsPage, CmsPageSummary } from '@schemas/wire/cms';
import { catalogEntry } from '@core/plugin/define';
import { contentPagesManifest } from '../manifest';

export const contentPagesEntry = catalogEntry(contentPagesManifest, () => import('../index'));

const summary = (id: number, slug: string, categories: string[], path = `/${slug.replace(/\/(AU|CW|EE)$/, '')}`): CmsPageSummary => ({
  id, slug, path, title: slug.replace(/[-/]/g, ' '), categories, layout: 'static',
});

export const PAGE_LIST: CmsPageSummary[] = [
  summary(3, 'terms-and-conditions', ['bottom-menu-help', 'page']),
  summary(1003, 'terms-and-conditions/AU', ['bottom-menu-help', 'page']),
  summary(3003, 'terms-and-conditions/EE', ['bottom-menu-help', 'page']),
  summary(7, 'benefits-of-crypto', ['bottom-menu', 'page']),
  summary(9, 'sportsbook-terms', ['bottom-menu-help', 'page']),
  summary(10, 'about-us', ['bottom-menu', 'page']),
  summary(12, 'promotions-info', ['custom-page', 'top-menu']),
  summary(13, 'vip-club-info', ['custom-page', 'top-menu', 'reg-only']),
  summary(20, 'guides/deep/very/far', ['page'], '/guides/deep/very/far'),
  summary(101, 'top-games', ['seo-page'], '/pokies/top'),
];

export function pageFor(slug: string, locale: string): CmsPage | null {
  const found = PAGE_LIST.find((p) => p.slug === slug);
  if (!found) return null;
  const content = `<h2>${slug} in ${locale}</h2><p>Bonus {bonus} for you.</p><p>#Known[size=2]#</p><p>#Unknown[a=b]#</p>`;
  return {
    ...found,
    content,
    blocks: { title: `Title ${slug}`, description: `About ${slug}`, keywords: 'casino, rules', 'content-main': content, json: { variables: { bonus: { EUR: '€5', CAD: 'C$7' } } } },
  };
}

/** Fake platform answers for the CMS calls. */
export const cmsApi = {
  'GET /api/cms/pages': PAGE_LIST,
  'GET /api/cms/pages/*': ({ url }: { url: URL }) => {
    const slug = decodeURIComponent(url.pathname.replace('/api/cms/pages/', ''));
    const page = pageFor(slug, url.searchParams.get('l') ?? 'en');
    return page ? { body: page } : { status: 404, body: { error: 'not_found' } };
  },
};
