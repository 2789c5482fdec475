import type { Db } from '../../db/database';
import { brandChain, SHARED_BRAND } from '../../brands';

/**
 * Reads a stored fe-config document for a brand (platform/brands.ts): the brand's own document, else the shared
 * one. Locale-bound documents (banners-config) fall back to `en`, then to the locale-independent row, so a brand
 * adding a locale still gets banners; a brand's own document in any of those wins over the shared ones.
 */
export function readFeConfig<T = unknown>(db: Db, key: string, locale = '', brand = SHARED_BRAND): T | null {
  const stmt = db.prepare('SELECT document FROM fe_configs WHERE site = ? AND key = ? AND locale = ?').pluck();
  for (const site of brandChain(brand)) {
    for (const candidate of locale ? [locale, 'en', ''] : ['']) {
      const doc = stmt.get(site, key, candidate) as string | undefined;
      if (doc !== undefined) return JSON.parse(doc) as T;
    }
  }
  return null;
}

export function writeFeConfig(db: Db, key: string, document: unknown, locale = '', brand = SHARED_BRAND) {
  db.prepare('INSERT OR REPLACE INTO fe_configs (site, key, locale, document, updated_at) VALUES (?, ?, ?, ?, ?)').run(brand, key, locale, JSON.stringify(document), new Date().toISOString());
}
