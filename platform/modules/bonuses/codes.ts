import type * as z from 'zod/mini';
import type { CODE_REFUSALS, codeRedemptionSchema } from '../../../schemas/wire/bonuses';
import { transaction } from '../../db/transaction';
import { groupsOf } from '../accounts/public';
import { activeWallet, ensureWallets } from '../wallet/public';
import { issueFromDefinition, mayIssue } from './issue';
import { Changes, type BonusContext } from './pushes';
import { readDefinition } from './store';
import { bonusToWire, packToWire } from './view';

/**
 * Codes (spec part 2 §7): `POST /api/v2/bonuses/promo-code` redeems a campaign code (kind promo: each player
 * once, `max_redemptions` in all if set), `POST /api/bonuses/coupon` a coupon (kind coupon: once overall). A
 * code issues its definition in the player's active wallet currency as new gifts (stage issued) to activate.
 * Checked in this order: bonuses switched off, unknown code (or of the other kind, or withdrawn), outside its
 * validity, already used, not eligible (groups, or no definition in the player's currency).
 */
export type CodeKind = 'promo' | 'coupon';
export type CodeRefusal = (typeof CODE_REFUSALS)[number];
export type WireCodeRedemption = z.input<typeof codeRedemptionSchema>;

interface CodeRow {
  id: number;
  code: string;
  kind: CodeKind;
  definition_key: string;
  valid_from: string | null;
  valid_until: string | null;
  max_redemptions: number | null;
  redemptions: number;
  group_ids: string;
  active: number;
}

function groupIdsOf(json: string): number[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export type RedeemResult = { ok: true; redemption: WireCodeRedemption } | { ok: false; reason: CodeRefusal };

export function redeemCode(ctx: BonusContext, playerId: number, kind: CodeKind, code: string): RedeemResult {
  const { db } = ctx;
  ensureWallets(db, playerId);
  const now = ctx.clock.now();
  const at = now.toISOString();
  const refuse = (reason: CodeRefusal): RedeemResult => ({ ok: false, reason });
  return transaction(db, (): RedeemResult => {
    if (!mayIssue(db, playerId)) return refuse('bonuses_disabled');
    const row = db.prepare('SELECT * FROM bonus_codes WHERE code = ? AND kind = ?').get(code, kind) as CodeRow | undefined;
    if (!row || row.active !== 1) return refuse('not_found');
    if ((row.valid_from !== null && at < row.valid_from) || (row.valid_until !== null && at >= row.valid_until)) return refuse('expired');
    if (db.prepare('SELECT 1 FROM bonus_code_redemptions WHERE code_id = ? AND player_id = ?').get(row.id, playerId)) return refuse('already_used');
    // A coupon someone else redeemed is used; a campaign that ran out of redemptions is over.
    if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return refuse(kind === 'coupon' ? 'already_used' : 'expired');
    const groups = groupIdsOf(row.group_ids);
    if (groups.length > 0 && !groupsOf(db, playerId).some((g) => groups.includes(g))) return refuse('not_eligible');
    const currency = activeWallet(db, playerId)?.currency;
    const def = currency ? readDefinition(db, row.definition_key, currency) : undefined;
    if (!def) return refuse('not_eligible');
    db.prepare('UPDATE bonus_codes SET redemptions = redemptions + 1 WHERE id = ?').run(row.id);
    db.prepare('INSERT INTO bonus_code_redemptions (code_id, player_id, redeemed_at) VALUES (?, ?, ?)').run(row.id, playerId, at);
    const changes = new Changes();
    const issued = issueFromDefinition(ctx, changes, def, { playerId, type: kind === 'promo' ? 'promo_code' : 'coupon', sourceRef: `code:${row.id}`, activate: false }, now);
    changes.pushAfterCommit(ctx);
    return {
      ok: true,
      redemption: {
        status: 'issued',
        bonuses: issued.bonus ? [bonusToWire(db, issued.bonus, now)] : [],
        freespins: issued.pack ? [packToWire(db, issued.pack, now)] : [],
      },
    };
  }).immediate();
}
