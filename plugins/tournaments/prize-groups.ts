import type { PromotionPrize } from '@schemas/wire/promotions';

export interface PrizeGroup {
  from: number;
  to: number;
  money_award_cents: number;
  freespins_count: number;
}

/** Places in a row with the same prize as one line ("Places 11–20: 25 free spins"): a long table reads at a glance. */
export function groupPrizes(prizes: readonly Pick<PromotionPrize, 'award_place' | 'money_award_cents' | 'freespins_count'>[]): PrizeGroup[] {
  const groups: PrizeGroup[] = [];
  for (const prize of [...prizes].sort((a, b) => a.award_place - b.award_place)) {
    const last = groups.at(-1);
    if (last && last.to + 1 === prize.award_place && last.money_award_cents === prize.money_award_cents && last.freespins_count === prize.freespins_count) {
      last.to = prize.award_place;
    } else {
      groups.push({ from: prize.award_place, to: prize.award_place, money_award_cents: prize.money_award_cents, freespins_count: prize.freespins_count });
    }
  }
  return groups;
}

/** Prize places nobody holds yet, after the last place of the leaderboard: `null` when every one is taken. */
export function openPlaces(prizes: readonly Pick<PromotionPrize, 'award_place'>[], lastTaken: number): { from: number; to: number } | null {
  const places = prizes.map((prize) => prize.award_place).filter((place) => place > lastTaken);
  if (places.length === 0) return null;
  return { from: Math.min(...places), to: Math.max(...places) };
}
