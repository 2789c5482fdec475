import type { Db } from '../../db/database';

/**
 * The demo's codes (README.md): the campaign SPIN50 (each player once), a testers-only campaign, a campaign
 * that ended, and single-use coupons. Re-runnable: `INSERT OR IGNORE` by code.
 */
interface CodePlan {
  code: string;
  kind: 'promo' | 'coupon';
  definition: string;
  validUntil?: string;
  maxRedemptions?: number;
  groups?: number[];
}

const CODES: readonly CodePlan[] = [
  { code: 'SPIN50', kind: 'promo', definition: 'promo_spin50' },
  { code: 'TESTERS25', kind: 'promo', definition: 'testers_gift', groups: [21] },
  { code: 'SUMMER24', kind: 'promo', definition: 'promo_spin50', validUntil: '2024-09-01T00:00:00.000Z' },
  ...['XMAS-7Q2K', 'GIFT-9B3D', 'LUCKY-4M8P', 'SPRING-2R6T', 'BONUS-5H7J', 'WIN-3C8N'].map((code): CodePlan => ({ code, kind: 'coupon', definition: 'coupon_gift', maxRedemptions: 1 })),
];

export function seedCodes(db: Db) {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO bonus_codes (code, kind, definition_key, valid_until, max_redemptions, group_ids) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const plan of CODES) insert.run(plan.code, plan.kind, plan.definition, plan.validUntil ?? null, plan.maxRedemptions ?? null, JSON.stringify(plan.groups ?? []));
}
