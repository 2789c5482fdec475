import type { Db } from '../../db/database';

/**
 * Reads a stored fe-config document. Locale-bound documents (banners-config) fall back to `en`, then to
 * the locale-independent row, so a brand adding a locale still gets banners.
 */
export function readFeConfig<T = unknown>(db: Db, key: string, locale = ''): T | null {
  const stmt = db.prepare('SELECT document FROM fe_configs WHERE key = ? AND locale = ?').pluck();
  for (const candidate of locale ? [locale, 'en', ''] : ['']) {
    const doc = stmt.get(key, candidate) as string | undefined;
    if (doc !== undefined) return JSON.parse(doc) as T;
  }
  return null;
}

export function writeFeConfig(db: Db, key: string, document: unknown, locale = '') {
  db.prepare('INSERT OR REPLACE INTO fe_configs (key, locale, document, updated_at) VALUES (?, ?, ?, ?)').run(key, locale, JSON.stringify(document), new Date().toISOString());
}
