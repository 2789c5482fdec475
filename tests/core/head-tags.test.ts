import { describe, expect, it } from 'vitest';
import { canonicalOrigin, canonicalPath, headTagsHtml, pageHeadTags, routeHeadTags, withoutGuestBase, type RouteHeadContext } from '../../core/seo/head-tags';

const site: RouteHeadContext['site'] = { hosts: { main: ['localhost', 'brand.casino'], mirrors: ['brand1.casino'] }, locales: ['en', 'de', 'fr-CA'], defaultLocale: 'en' };

describe('head tags helper (issue 14, spec part 1 §2)', () => {
  it('canonical paths: categories under /pokies/, no query or trailing slash', () => {
    expect(canonicalPath('/categories/table-games')).toBe('/pokies/table-games');
    expect(canonicalPath('/pokies/new/?page=2#top')).toBe('/pokies/new');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/categories')).toBe('/categories');
  });

  it('canonical origin: the asked main host as asked, a mirror the first public main host over https', () => {
    expect(canonicalOrigin(site, 'localhost:3000', 'http')).toBe('http://localhost:3000');
    expect(canonicalOrigin(site, 'brand.casino', 'https')).toBe('https://brand.casino');
    expect(canonicalOrigin(site, 'brand1.casino', 'http')).toBe('https://brand.casino');
  });

  it('the guest base path is dropped, nothing else', () => {
    expect(withoutGuestBase('/guest/pokies')).toBe('/pokies');
    expect(withoutGuestBase('/guest')).toBe('/');
    expect(withoutGuestBase('/guests')).toBe('/guests');
  });

  it('route tags: canonical in the page language, every site language plus x-default, noindex beyond 4 segments (3 dynamic)', () => {
    const tags = routeHeadTags({ site, host: 'brand.casino', protocol: 'https', locale: 'de', path: '/pokies' });
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'https://brand.casino/de/pokies' },
      { rel: 'alternate', hreflang: 'en', href: 'https://brand.casino/pokies' },
      { rel: 'alternate', hreflang: 'de', href: 'https://brand.casino/de/pokies' },
      { rel: 'alternate', hreflang: 'fr-CA', href: 'https://brand.casino/fr-CA/pokies' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://brand.casino/pokies' },
    ]);
    expect(tags.meta).toEqual([]);
    expect(routeHeadTags({ site, host: 'brand.casino', protocol: 'https', locale: 'en', path: '/a/b/c/d/e' }).meta).toEqual([{ attribute: 'name', key: 'robots', content: 'noindex' }]);
    expect(routeHeadTags({ site, host: 'brand.casino', protocol: 'https', locale: 'en', path: '/a/b/c/d' }).meta).toEqual([]);
    expect(routeHeadTags({ site, host: 'brand.casino', protocol: 'https', locale: 'en', path: '/a/b/c/d', dynamicStaticPage: true }).meta).toHaveLength(1);
  });

  it('page tags: title with the site name, SEO noindex, Open Graph only when asked, site-relative images made absolute', () => {
    const plain = pageHeadTags('Brand', { title: 'Privacy', description: 'About data', noindex: true });
    expect(plain.title).toBe('Privacy | Brand');
    expect(plain.meta.map((m) => m.key)).toEqual(['description', 'robots']);
    const game = pageHeadTags('Brand', { title: 'Book', fullTitle: 'Book · Brand', openGraph: { image: '/previews/a/b.svg', type: 'game' } }, { origin: 'https://brand.casino', canonicalUrl: 'https://brand.casino/play/a/b', locale: 'fr-CA' });
    expect(game.title).toBe('Book · Brand');
    expect(Object.fromEntries(game.meta.map((m) => [m.key, m.content]))).toEqual({
      'og:type': 'game',
      'og:site_name': 'Brand',
      'og:title': 'Book',
      'og:image': 'https://brand.casino/previews/a/b.svg',
      'og:url': 'https://brand.casino/play/a/b',
      'og:locale': 'fr_CA',
    });
  });

  it('HTML: escaped, each tag marked with its layer', () => {
    const html = headTagsHtml(pageHeadTags('B', { title: 'x', description: '"><script>alert(1)</script>' }), 'page');
    expect(html).toBe('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-head="page">');
  });
});
