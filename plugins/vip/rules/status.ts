import { VIP_STATUS_NAMES, type VipStatusProgress } from '@schemas/wire/vip';
import type { VipLevelConfig } from './program-config';

/**
 * Statuses (spec part 2 §3, §4): `IRON` … `DIAMOND` in order, `vip_level_1` … `vip_level_6`. The rank of a status
 * is its place in that order (an unknown one ranks as Iron).
 */
export const statusRank = (status: string | null | undefined): number => Math.max(0, (VIP_STATUS_NAMES as readonly string[]).indexOf(status ?? ''));

export const levelKeyOf = (status: string | null | undefined): string => `vip_level_${statusRank(status) + 1}`;

export const isDiamond = (status: string | null | undefined): boolean => status === 'DIAMOND';

/** The config's card for a status, by level key, else by the same place in the list. */
export function levelConfigOf(levels: readonly VipLevelConfig[], status: string | null | undefined): VipLevelConfig | null {
  const key = levelKeyOf(status);
  return levels.find((l) => l.id === key) ?? levels[statusRank(status)] ?? null;
}

/**
 * §8: a progress that could not be loaded is shown as a regular (Iron) player at the start, with the currency's
 * default thresholds (deposit 900000 and bets 9000000 cents).
 */
export function fallbackProgress(currency: string): VipStatusProgress {
  return {
    currency,
    currentStatus: 'IRON',
    activeStatus: 'IRON',
    nextStatus: 'BRONZE',
    depositAmountCents: 0,
    depositThresholdCents: 900_000,
    betSumCents: 0,
    betSumThresholdCents: 9_000_000,
    overallProgress: 0,
  };
}

/** Progress as a percent to draw, 0…100; Diamond's stops at its save target (§4), so never above 100. */
export function progressPercent(progress: VipStatusProgress): number {
  const part = (amount: number, threshold: number) => (threshold <= 0 ? 1 : Math.min(1, amount / threshold));
  const overall = Number.isFinite(progress.overallProgress) ? progress.overallProgress : (part(progress.depositAmountCents, progress.depositThresholdCents) + part(progress.betSumCents, progress.betSumThresholdCents)) / 2;
  return Math.floor(Math.min(1, Math.max(0, overall)) * 100);
}

/** A part (deposits or bets) capped at its target: Diamond's save target caps the shown amount too. */
export const cappedAmount = (amount: number, threshold: number): number => (threshold > 0 ? Math.min(amount, threshold) : amount);

/** Onboarding (§4): the player holds neither of the configured status ids. */
export function needsOnboarding(statusIds: readonly number[], onboardingIds: readonly number[]): boolean {
  if (onboardingIds.length === 0) return false;
  return !statusIds.some((id) => onboardingIds.includes(id));
}
