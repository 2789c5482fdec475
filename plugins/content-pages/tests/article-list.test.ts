import { describe, expect, it } from 'vitest';
import type { CmsPageSummary } from '@schemas/wire/cms';
import { articleList, ARTICLE_LIST_MAX } from '../article-list';

const page = (id: number, categories: string[]): CmsPageSummary => ({ id, path: `/article-${id}`, slug: `article-${id}`, title: `Article ${id}`, categories, layout: '' });
const guests = { loggedIn: false, licence: 'CW' as const, hiddenUnderEE: ['article-2'] };

describe('#ArticleList[]# (spec part 1 §2, part 2 §9)', () => {
  const list = Array.from({ length: 9 }, (_, i) => page(i + 1, ['seo-page']));

  it('shows at most six pages of the category, in the CMS order', () => {
    expect(ARTICLE_LIST_MAX).toBe(6);
    expect(articleList(list, undefined, guests, '/').map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves out the page that holds the list, other categories, reg-only pages for guests and EE-hidden pages under EE', () => {
    const mixed = [page(1, ['seo-page']), page(2, ['seo-page']), page(3, ['page']), page(4, ['seo-page', 'reg-only']), page(5, ['seo-page'])];
    expect(articleList(mixed, 'seo-page', guests, '/article-1/').map((p) => p.id)).toEqual([2, 5]);
    expect(articleList(mixed, 'seo-page', { ...guests, loggedIn: true }, '/').map((p) => p.id)).toEqual([1, 2, 4, 5]);
    expect(articleList(mixed, 'seo-page', { ...guests, licence: 'EE' }, '/').map((p) => p.id)).toEqual([1, 5]);
    expect(articleList(mixed, 'page', guests, '/').map((p) => p.id)).toEqual([3]);
  });
});
