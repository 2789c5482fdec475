import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { isLocale } from '../../../config/locales';
import { bookEpub, bookPdf } from '../../seed-data/content/book-files';
import { localeOf } from './cms-routes';
import { brandChain, brandOf } from '../../brands';

type NoticeRow = { id: number; message: string; icon: string; link_text: string | null; link_path: string | null; variables: string | null };

/** The first non-empty answer of the candidates, asked in order (a brand's own rows, then the shared ones). */
function firstNonEmpty<T>(candidates: (() => T[])[]): T[] {
  for (const candidate of candidates) {
    const rows = candidate();
    if (rows.length) return rows;
  }
  return [];
}

/** Header notices, awards, books (and their generated files) and translation overrides. */
export function registerContentRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  const noticesOf = db.prepare('SELECT id, message, icon, link_text, link_path, variables FROM notices WHERE site = ? AND locale = ? ORDER BY created_at DESC');
  app.get<{ Querystring: { l?: string } }>('/api/notices', async (request) => {
    const locale = localeOf(request.query.l);
    // A brand with notices of its own shows only those: a strip is one campaign, not a mix of two brands'.
    const rows = firstNonEmpty(brandChain(brandOf(request)).map((site) => () => noticesOf.all(site, locale) as NoticeRow[]));
    return rows.map((r) => ({
      id: r.id,
      message: r.message,
      icon: r.icon,
      link: r.link_text && r.link_path ? { text: r.link_text, path: r.link_path } : null,
      // Amounts per currency for `{name}` in the message; the client formats them in the player's currency.
      ...(r.variables ? { variables: JSON.parse(r.variables) as unknown } : {}),
    }));
  });

  app.get('/api/awards', async () => {
    const rows = db.prepare('SELECT id, name, nomination, prize, year, image_slug FROM awards ORDER BY year DESC, id').all() as { id: number; name: string; nomination: string; prize: string; year: number; image_slug: string }[];
    return rows.map(({ image_slug, ...a }) => ({ ...a, imgUrl: `/previews/awards/${image_slug}.svg` }));
  });

  app.get('/api/books', async () => {
    const rows = db.prepare('SELECT id, title FROM books ORDER BY position').all() as { id: string; title: string }[];
    return rows.map((b) => ({ ...b, pdf: `/files/books/${b.id}.pdf`, epub: `/files/books/${b.id}.epub`, cover: `/previews/banners/book-${b.id}.svg` }));
  });

  app.get<{ Params: { file: string } }>('/files/books/:file', async (request, reply) => {
    const match = /^([a-z0-9-]+)\.(pdf|epub)$/.exec(request.params.file);
    const book = match ? (db.prepare('SELECT id, title, body FROM books WHERE id = ?').get(match[1]) as { id: string; title: string; body: string } | undefined) : undefined;
    if (!match || !book) return reply.code(404).send({ error: 'not_found' });
    const pdf = match[2] === 'pdf';
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('content-disposition', `inline; filename="${book.id}.${match[2]}"`)
      .type(pdf ? 'application/pdf' : 'application/epub+zip')
      .send(pdf ? bookPdf(book.title, book.body) : bookEpub(book.id, book.title, book.body));
  });

  const overridesOf = db.prepare('SELECT namespace, key, text FROM translation_overrides WHERE site = ? AND locale = ? ORDER BY namespace, key');
  app.get<{ Params: { locale: string } }>('/api/translations/:locale', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.code(404).send({ error: 'not_found' });
    const out: Record<string, Record<string, string>> = {};
    // Shared wording first, the brand's own over it key by key.
    for (const site of brandChain(brandOf(request)).reverse()) {
      for (const r of overridesOf.all(site, locale) as { namespace: string; key: string; text: string }[]) (out[r.namespace] ??= {})[r.key] = r.text;
    }
    return reply.header('cache-control', 'public, max-age=300').send(out);
  });
}
