import type { PlayerBonus } from '@schemas/wire/bonuses';
import { isWagering } from './stages';

/**
 * Spec part 2 §9: "Wagering percent is floor of wagered over total", in whole percent (0–100). Nothing to
 * wager counts as done. Integer arithmetic on minor units: `wagered × 100` is exact, so the floor never
 * rounds up to a percent the player has not reached.
 */
export function wageringPercent(wageredCents: number, requiredCents: number): number {
  if (requiredCents <= 0) return 100;
  const percent = Math.floor((Math.max(0, wageredCents) * 100) / requiredCents);
  return Math.min(100, percent);
}

/** What is still to wager, in the bonus's minor units (never below zero). */
export function wageringLeft(bonus: Pick<PlayerBonus, 'amount_wager_cents' | 'amount_wager_requirement_cents'>): number {
  return Math.max(0, bonus.amount_wager_requirement_cents - bonus.amount_wager_cents);
}

/** Money bonuses wagering now in this currency, the oldest first (the one the platform counts bets towards). */
export function wageringBonuses(bonuses: readonly PlayerBonus[], currency: string): PlayerBonus[] {
  return bonuses
    .filter((b) => b.currency === currency && isWagering(b.stage))
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** The header's "total wagering left": every bonus being wagered in the wallet's currency, summed. */
export function totalWageringLeft(bonuses: readonly PlayerBonus[], currency: string): number {
  return wageringBonuses(bonuses, currency).reduce((sum, b) => sum + wageringLeft(b), 0);
}

/**
 * Bonuses a withdrawal erases (platform: received status `erased_by_withdraw`): those being wagered and those
 * queued behind them (`wait`) in the withdrawal's currency.
 */
export function erasedByWithdrawal(bonuses: readonly PlayerBonus[], currency: string): PlayerBonus[] {
  return bonuses.filter((b) => b.currency === currency && (isWagering(b.stage) || b.stage === 'wait'));
}
