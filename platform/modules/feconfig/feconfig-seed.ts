import { SHARED_BRAND } from '../../brands';
import type { Db } from '../../db/database';
import { feConfigSeedDocuments } from '../../seed-data/feconfig/index';
import type { BannersConfig } from '../../../schemas/feconfig/banners-config.schema';
import { upgradeSeededBannerTimers } from './banner-timer-upgrade';

/**
 * Documents are checked by the seed test (feconfig-documents.test.ts), not at runtime: seeding stays fast.
 * Re-runnable (platform/module.ts): a stored document, possibly edited since, is kept.
 */
export function seedFeConfig(db: Db) {
  const insert = db.prepare('INSERT OR IGNORE INTO fe_configs (site, key, locale, document, updated_at) VALUES (?, ?, ?, ?, ?)');
  const now = new Date();
  const documents = feConfigSeedDocuments(now);
  for (const { site = SHARED_BRAND, key, locale, document } of documents) insert.run(site, key, locale, JSON.stringify(document), now.toISOString());
  const sharedBanners = (locale: string) => documents.find((d) => !d.site && d.key === 'banners-config' && d.locale === locale)?.document as BannersConfig | undefined;
  upgradeSeededBannerTimers(db, sharedBanners);
}
