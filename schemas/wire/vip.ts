import * as z from 'zod/mini';
import { orNull, openEnum, wireFlag, wireInt, wireNumber, wireText } from './tolerant';

/**
 * VIP programme and subscriptions (spec part 2 §3, §4, §7, §8, §9; issue 16). WIRE.md gives the progress shape;
 * the subscription payload is "not shown", so it is ours (decided here, written down here):
 *
 * - `GET /jam/vip_status_progress` (signed-in): the quarter's deposit and real-bet sums in the player's currency,
 *   against the thresholds of the next status (Diamond: its save target). Statuses are upper-case level names
 *   (`IRON` … `DIAMOND`): `currentStatus` the one held, `activeStatus` the one this quarter's sums already secure,
 *   `nextStatus` the next (null at Diamond). `overallProgress` 0…1.
 * - `GET /api/subscriptions` (signed-in): `{tier, tiers:[{id, comp_points_multiplier, vip_bet_bonus_percent,
 *   min_status, available}]}`; `tier` null when the player chose none. `PUT /api/subscriptions {tier}` answers the
 *   same shape; the tier already held answers 409 `{error:'already_subscribed'}` (§8), a tier above the player's
 *   status 403 `{error:'tier_not_available'}`.
 */

export const VIP_STATUS_NAMES = ['IRON', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'] as const;
export type VipStatusName = (typeof VIP_STATUS_NAMES)[number];

export const vipStatusProgressSchema = z.object({
  currency: z.string().check(z.minLength(3)),
  currentStatus: openEnum(VIP_STATUS_NAMES),
  activeStatus: z.catch(openEnum(VIP_STATUS_NAMES), 'other'),
  nextStatus: orNull(openEnum(VIP_STATUS_NAMES)),
  depositAmountCents: z._default(wireInt, 0),
  depositThresholdCents: z._default(wireInt, 0),
  betSumCents: z._default(wireInt, 0),
  betSumThresholdCents: z._default(wireInt, 0),
  overallProgress: z._default(wireNumber, 0),
});
export type VipStatusProgress = z.output<typeof vipStatusProgressSchema>;
export type WireVipStatusProgress = z.input<typeof vipStatusProgressSchema>;

export const SUBSCRIPTION_TIERS = ['rocket_lite', 'rocket_pro', 'rocket_max'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const subscriptionTierSchema = z.object({
  id: openEnum(SUBSCRIPTION_TIERS),
  /** Comp points accrue at this multiple while the tier is held (1.1 = +10%). */
  comp_points_multiplier: z._default(wireNumber, 1),
  /** Real bets count this much more towards VIP progress (percent). */
  vip_bet_bonus_percent: z._default(wireInt, 0),
  /** The lowest VIP status that may choose it. */
  min_status: z.catch(openEnum(VIP_STATUS_NAMES), 'other'),
  available: wireFlag,
});
export type SubscriptionTierInfo = z.output<typeof subscriptionTierSchema>;

export const subscriptionsSchema = z.object({
  tier: orNull(openEnum(SUBSCRIPTION_TIERS)),
  tiers: z.catch(z.array(subscriptionTierSchema), []),
  updated_at: orNull(wireText),
});
export type Subscriptions = z.output<typeof subscriptionsSchema>;
export type WireSubscriptions = z.input<typeof subscriptionsSchema>;

/** `POST /api/fe/config/managers {userGroups}` answers these (spec part 1 §3 `player.manager`). */
export const vipManagerSchema = z.object({
  managerName: z.string().check(z.minLength(1)),
  avatar: orNull(z.string()),
  time: wireText,
  whatsAppLink: orNull(z.string()),
  telegramLink: orNull(z.string()),
  email: orNull(z.string()),
});
export type VipManager = z.output<typeof vipManagerSchema>;
