import type { Db } from '../../db/database';
import { feConfigSeedDocuments } from '../../seed-data/feconfig/index';

/**
 * Documents are checked by the seed test (feconfig-documents.test.ts), not at runtime: seeding stays fast.
 * Re-runnable (platform/module.ts): a stored document, possibly edited since, is kept.
 */
export function seedFeConfig(db: Db) {
  const insert = db.prepare('INSERT OR IGNORE INTO fe_configs (key, locale, document, updated_at) VALUES (?, ?, ?, ?)');
  const now = new Date().toISOString();
  for (const { key, locale, document } of feConfigSeedDocuments()) insert.run(key, locale, JSON.stringify(document), now);
}
