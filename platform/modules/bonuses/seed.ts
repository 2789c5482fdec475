import type { Db } from '../../db/database';
import { seedCodes } from './seed-codes';
import { seedDefinitions } from './seed-definitions';
import { seedDemoBonuses } from './seed-demo';
import { seedDepositBonusOffers } from './seed-offers';

/**
 * The bonuses module's demo data, in order: deposit offers, bonus definitions (the offers' terms among them),
 * codes and coupons, then the demo players' bonuses. Re-runnable throughout (natural keys), so version 2 also
 * upgrades a demo database seeded with version 1 (offers only).
 */
export const BONUSES_SEED_VERSION = 2;

export function seedBonuses(db: Db) {
  seedDepositBonusOffers(db);
  seedDefinitions(db);
  seedCodes(db);
  seedDemoBonuses(db);
}
