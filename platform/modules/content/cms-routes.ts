import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { isLocale } from '../../../config/locales';
import type { CmsPage, CmsPageSummary } from '../../../schemas/wire/cms';

interface PageRow {
  id: number;
  slug: string;
  path: string;
  title: string;
  categories: string;
  layout: string;
  content?: string;
  blocks?: string;
}

/** `?l=` picks the locale; unknown or missing means English (pages exist in every locale). */
export const localeOf = (l: unknown) => (typeof l === 'string' && isLocale(l) ? l : 'en');

const summary = (row: PageRow): CmsPageSummary => ({ id: row.id, path: row.path, slug: row.slug, title: row.title, categories: JSON.parse(row.categories) as string[], layout: row.layout });

export function registerCmsRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const pageStmt = db.prepare('SELECT id, slug, path, title, categories, layout, content, blocks FROM cms_pages WHERE locale = ? AND slug = ?');

  app.get<{ Querystring: { l?: string } }>('/api/cms/pages', async (request) => {
    const rows = db.prepare('SELECT id, slug, path, title, categories, layout FROM cms_pages WHERE locale = ? ORDER BY position').all(localeOf(request.query.l)) as PageRow[];
    return rows.map(summary);
  });

  // `*`: licence variants are `slug/EE`; a leading slash (the page path) is accepted too.
  app.get<{ Params: { '*': string }; Querystring: { l?: string } }>('/api/cms/pages/*', async (request, reply) => {
    const slug = decodeURIComponent(request.params['*']).replace(/^\/+|\/+$/g, '');
    const row = pageStmt.get(localeOf(request.query.l), slug) as PageRow | undefined;
    if (!row) return reply.code(404).send({ error: 'not_found' });
    const page: CmsPage = { ...summary(row), content: row.content!, blocks: JSON.parse(row.blocks!) as CmsPage['blocks'] };
    return page;
  });

  app.get<{ Querystring: { l?: string } }>('/api/cms/snippets', async (request) => {
    const rows = db.prepare('SELECT id, categories, content FROM cms_snippets WHERE locale = ? ORDER BY id').all(localeOf(request.query.l)) as { id: number; categories: string; content: string }[];
    return rows.map((r) => ({ id: r.id, categories: JSON.parse(r.categories) as string[], content: r.content }));
  });

  app.get('/api/cms/files', async () => db.prepare('SELECT id, name, url, content_type FROM cms_files ORDER BY id').all());
}
