import { formatNumber } from '@core/index';
import type { PromotionPrize } from '@schemas/wire/promotions';

/** What the prizes add up to: the budget when the platform states one, else the sum of the money prizes. */
export function prizePool(promo: { money_budget_cents: number; prizes: readonly Pick<PromotionPrize, 'money_award_cents' | 'freespins_count'>[] }) {
  const money = promo.money_budget_cents > 0 ? promo.money_budget_cents : promo.prizes.reduce((sum, prize) => sum + prize.money_award_cents, 0);
  const freespins = promo.prizes.reduce((sum, prize) => sum + prize.freespins_count, 0);
  return { money, freespins };
}

/** Points as the leaderboard shows them: whole numbers grouped, up to two decimals; a multiplier race's score reads `61×`. */
export function formatPoints(points: number, locale: string, strategy?: string): string {
  const text = formatNumber(points, locale, { maximumFractionDigits: 2 });
  return strategy === 'max_multiplier' ? `${text}×` : text;
}
