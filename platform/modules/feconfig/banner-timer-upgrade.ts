import type { Db } from '../../db/database';
import type { BannersConfig } from '../../../schemas/feconfig/banners-config.schema';

/** The end the first seeds gave the weekly race's banner: a fixed date years ahead ("ends in 1500 days"). */
const OLD_SEED_END = '2030-12-31T23:59:59.000Z';

/**
 * Demo databases seeded before banner timers followed the race's week (issue 24 item 1) keep the old fixed timer,
 * because seeding never overwrites a stored document. This gives such a banner the seeded repeating timer, and only
 * where the stored timer is still exactly the old seed's: an operator's own edit is left alone. Idempotent.
 */
export function upgradeSeededBannerTimers(db: Db, seeded: (locale: string) => BannersConfig | undefined) {
  const rows = db.prepare("SELECT site, locale, document FROM fe_configs WHERE key = 'banners-config'").all() as { site: string; locale: string; document: string }[];
  const update = db.prepare("UPDATE fe_configs SET document = ?, updated_at = ? WHERE site = ? AND key = 'banners-config' AND locale = ?");
  for (const row of rows) {
    const stored = JSON.parse(row.document) as BannersConfig;
    const fresh = seeded(row.locale);
    let changed = false;
    const banners = stored.banners.map((banner) => {
      if (banner.timer?.end_at !== OLD_SEED_END || banner.timer.repeat_every_seconds) return banner;
      const timer = fresh?.banners.find((b) => b.frontend_identifier === banner.frontend_identifier)?.timer;
      if (!timer?.repeat_every_seconds) return banner;
      changed = true;
      return { ...banner, timer };
    });
    if (changed) update.run(JSON.stringify({ ...stored, banners }), new Date().toISOString(), row.site, row.locale);
  }
}
