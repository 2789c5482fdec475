import type { Db } from '../../db/database';
import { feConfigSeedDocuments } from '../../seed-data/feconfig/index';

/** Documents are checked by the seed test (feconfig-documents.test.ts), not at runtime: seeding stays fast. */
export function seedFeConfig(db: Db) {
  const insert = db.prepare('INSERT INTO fe_configs (key, locale, document, updated_at) VALUES (?, ?, ?, ?)');
  const now = new Date().toISOString();
  for (const { key, locale, document } of feConfigSeedDocuments()) insert.run(key, locale, JSON.stringify(document), now);
}
