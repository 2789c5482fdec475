import { LOCALES } from '../../../config/locales';
import type { Db } from '../../db/database';
import { buildCmsPages } from '../../seed-data/cms/build-pages';
import { AWARDS } from '../../seed-data/content/awards';
import { BOOKS } from '../../seed-data/content/books';
import { noticesFor, type SeedNotice } from '../../seed-data/content/notices';
import { DESERT_BRAND, desertNotices, desertTranslationOverrides } from '../../seed-data/brands/desert';
import { SHARED_BRAND } from '../../brands';
import { snippetsFor } from '../../seed-data/content/snippets';
import { TRANSLATION_OVERRIDES } from '../../seed-data/content/translation-overrides';

const SEEDED_AT = '2026-01-15T09:00:00.000Z';

/** Re-runnable (platform/module.ts): rows already there are kept. */
export function seedContent(db: Db) {
  const insertPage = db.prepare('INSERT OR IGNORE INTO cms_pages (id, locale, slug, path, title, categories, layout, content, blocks, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const p of buildCmsPages()) insertPage.run(p.id, p.locale, p.slug, p.path, p.title, JSON.stringify(p.categories), p.layout, p.content, JSON.stringify(p.blocks), p.position);

  const insertSnippet = db.prepare('INSERT OR IGNORE INTO cms_snippets (id, locale, categories, content) VALUES (?, ?, ?, ?)');
  const insertNotice = db.prepare('INSERT OR IGNORE INTO notices (site, id, locale, message, icon, link_text, link_path, created_at, variables) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const insertOverride = db.prepare('INSERT OR IGNORE INTO translation_overrides (site, locale, namespace, key, text) VALUES (?, ?, ?, ?, ?)');
  const notices = (site: string, locale: string, list: readonly SeedNotice[]) =>
    list.forEach((n, i) => insertNotice.run(site, i + 1, locale, n.message, n.icon, n.link?.text ?? null, n.link?.path ?? null, new Date(Date.parse(SEEDED_AT) - i * 3_600_000).toISOString(), n.variables ? JSON.stringify(n.variables) : null));
  const overrides = (site: string, locale: string, byNamespace: Record<string, Record<string, string>>) => {
    for (const [namespace, entries] of Object.entries(byNamespace)) {
      for (const [key, text] of Object.entries(entries)) insertOverride.run(site, locale, namespace, key, text);
    }
  };
  for (const locale of LOCALES) {
    for (const s of snippetsFor(locale)) insertSnippet.run(s.id, locale, JSON.stringify(s.categories), s.content);
    notices(SHARED_BRAND, locale, noticesFor(locale));
    overrides(SHARED_BRAND, locale, TRANSLATION_OVERRIDES[locale]);
  }
  // The Desert Palms brand's own strip and wording, in both of its locales (seed-data/brands/desert.ts).
  for (const locale of ['en', 'en-KW']) {
    notices(DESERT_BRAND, locale, desertNotices);
    overrides(DESERT_BRAND, locale, desertTranslationOverrides);
  }

  const insertAward = db.prepare('INSERT OR IGNORE INTO awards (id, name, nomination, prize, year, image_slug) VALUES (?, ?, ?, ?, ?, ?)');
  AWARDS.forEach((a, i) => insertAward.run(i + 1, a.name, a.nomination, a.prize, a.year, a.slug));

  const insertBook = db.prepare('INSERT OR IGNORE INTO books (id, title, body, position) VALUES (?, ?, ?, ?)');
  const insertFile = db.prepare('INSERT OR IGNORE INTO cms_files (id, name, url, content_type) VALUES (?, ?, ?, ?)');
  let fileId = 0;
  BOOKS.forEach((b, i) => {
    insertBook.run(b.id, b.title, b.body, i + 1);
    insertFile.run(++fileId, `${b.title} (PDF)`, `/files/books/${b.id}.pdf`, 'application/pdf');
    insertFile.run(++fileId, `${b.title} (EPUB)`, `/files/books/${b.id}.epub`, 'application/epub+zip');
  });
}
