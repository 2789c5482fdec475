import type { SubscriptionTier, VipStatusName } from '../../../schemas/wire/vip';

/**
 * What each subscription tier gives (README.md "Subscriptions"): a comp-point accrual multiplier (registered with
 * the comp-points engine) and a bonus on how much real bets count towards VIP progress. Tiers open by VIP status,
 * so the ladder is the price: lite for everyone, pro from Silver, max from Gold. Nothing is charged.
 */
export interface TierBenefits {
  id: SubscriptionTier;
  compPointsMultiplier: number;
  vipBetBonusPercent: number;
  minStatus: VipStatusName;
}

export const SUBSCRIPTION_BENEFITS: readonly TierBenefits[] = [
  { id: 'rocket_lite', compPointsMultiplier: 1.1, vipBetBonusPercent: 0, minStatus: 'IRON' },
  { id: 'rocket_pro', compPointsMultiplier: 1.25, vipBetBonusPercent: 10, minStatus: 'SILVER' },
  { id: 'rocket_max', compPointsMultiplier: 1.5, vipBetBonusPercent: 25, minStatus: 'GOLD' },
];

export const benefitsOf = (tier: string | null | undefined): TierBenefits | null => SUBSCRIPTION_BENEFITS.find((b) => b.id === tier) ?? null;
