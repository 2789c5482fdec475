import { DEFAULT_CURRENCY } from '../../../config/limits';
import type { AdventureDayConfig } from '../../../schemas/wire/adventures';

/**
 * A day's conditions in one currency (spec part 2 §3 `condition: minDep, wager, periodActivationDays`; our reading,
 * README.md): succeeded deposits that day of at least `minDep` (the currency's amount, else the EUR one), real-money
 * bets that day of at least `wager` times that amount, and at least `periodActivationDays` days of the adventure so
 * far (this one included) with a deposit or a bet. A condition the day leaves out asks for nothing.
 */
export interface DayTargets {
  depositCents: number;
  wagerCents: number;
  activeDays: number;
}

export interface DayStanding {
  depositCents: number;
  wagerCents: number;
  activeDays: number;
}

export function dayTargets(condition: AdventureDayConfig['condition'], currency: string): DayTargets {
  const depositCents = condition.minDep[currency] ?? condition.minDep[DEFAULT_CURRENCY] ?? 0;
  return { depositCents, wagerCents: (condition.wager ?? 0) * depositCents, activeDays: condition.periodActivationDays ?? 0 };
}

export const conditionsMet = (standing: DayStanding, targets: DayTargets): boolean =>
  standing.depositCents >= targets.depositCents && standing.wagerCents >= targets.wagerCents && standing.activeDays >= targets.activeDays;
