import { isCryptoCurrency, subunitsOf } from '../../../config/currencies';
import { QUEST_LADDERS_EUR_CENTS, type QuestSize } from '../../../config/quest-levels';
import { coinValueInEur, friendlyMinorUnits } from '../info/public';
import type { RewardType } from './store';

/**
 * A quest's ladder in one currency, from its size's EUR ladder (config/quest-levels.ts, spec part 2 §9) and the
 * reward plan below. Fiat thresholds scale by info's friendly rate (€50 → 50 dollars, 500 kroner, 5,000 yen);
 * crypto ones convert at the demo coin value and keep two significant digits. Thresholds stay strictly rising in
 * every currency, so each level is reached by a larger total than the one before.
 */

export interface PlannedReward {
  type: RewardType;
  amountCents: number;
  freespinsCount: number;
  wagerMultiplier: number | null;
}

export interface PlannedLevel {
  level: number;
  betCents: number;
  reward: PlannedReward | null;
}

/** A bonus given as a quest reward is wagered this many times (the demo's terms; stored per level). */
export const QUEST_BONUS_WAGER = 10;
/** Free spins' winnings become a bonus wagered this many times (the prize spins' terms of the bonuses engine). */
export const QUEST_FREESPINS_WAGER = 30;

/** The nearest of 1, 2, 2.5 or 5 times a power of ten, at least `min`: tidy reward amounts (euros). */
function tidyEuros(value: number, min: number): number {
  const target = Math.max(value, min);
  const power = 10 ** Math.floor(Math.log10(target));
  const candidates = [1, 2, 2.5, 5, 10].map((m) => m * power);
  return candidates.reduce((best, c) => (Math.abs(Math.log(c / target)) < Math.abs(Math.log(best / target)) ? c : best));
}

/**
 * What each level gives, by its place on the ladder: level 1 (where everyone starts) nothing; then free spins,
 * a bonus and cash in turn (free spins on levels 2, 5, 8…; a bonus of 2% of the threshold on 3, 6, 9…; cash of
 * 1% on 4, 7, 10…); the last level a bonus of 5% of its threshold. Stated in euros, made friendly per currency.
 */
export function plannedRewardEur(level: number, count: number, thresholdEur: number): { type: RewardType; euros: number; freespins: number } | null {
  if (level <= 1) return null;
  if (level === count) return { type: 'bonus', euros: tidyEuros(thresholdEur * 0.05, 5), freespins: 0 };
  if (level % 3 === 2) return { type: 'freespins', euros: 0, freespins: Math.min(100, 10 * Math.ceil(level / 3)) };
  if (level % 3 === 0) return { type: 'bonus', euros: tidyEuros(thresholdEur * 0.02, 2), freespins: 0 };
  return { type: 'money', euros: tidyEuros(thresholdEur * 0.01, 1), freespins: 0 };
}

/** Two significant digits of a positive amount of minor units (crypto thresholds: 0.00042 BTC, not 0.000416666). */
function twoDigits(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / power) * power;
}

/** A EUR amount (cents) as minor units of `currency`; null when the currency has no rate. */
function thresholdIn(eurCents: number, currency: string): number | null {
  if (eurCents === 0) return 0;
  if (isCryptoCurrency(currency)) {
    const coin = coinValueInEur(currency);
    return coin === null ? null : twoDigits((eurCents / 100 / coin) * subunitsOf(currency));
  }
  return friendlyMinorUnits(eurCents / 100, currency);
}

/**
 * The ladder of a quest of `size` in `currency` (`ladderEurCents`: another EUR ladder of the size's length, for
 * the demo's dev route and tests). Null when the currency has no rate, so the quest does not run in it.
 */
export function plannedLadder(size: QuestSize, currency: string, ladderEurCents: readonly number[] = QUEST_LADDERS_EUR_CENTS[size]): PlannedLevel[] | null {
  const count = ladderEurCents.length;
  const levels: PlannedLevel[] = [];
  let previous = -1;
  for (const [index, eurCents] of ladderEurCents.entries()) {
    const converted = thresholdIn(eurCents, currency);
    if (converted === null) return null;
    // A rounding that would tie or fall back keeps the ladder rising by the smallest step.
    const betCents = Math.max(converted, previous + 1);
    previous = betCents;
    const plan = plannedRewardEur(index + 1, count, eurCents / 100);
    const amount = plan && plan.euros > 0 ? friendlyMinorUnits(plan.euros, currency) : 0;
    levels.push({
      level: index + 1,
      betCents,
      reward: plan && (amount !== null && (amount > 0 || plan.freespins > 0))
        ? { type: plan.type, amountCents: amount ?? 0, freespinsCount: plan.freespins, wagerMultiplier: plan.type === 'bonus' ? QUEST_BONUS_WAGER : plan.type === 'freespins' ? QUEST_FREESPINS_WAGER : null }
        : null,
    });
  }
  return levels;
}
