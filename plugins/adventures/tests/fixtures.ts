import type { AdventureProgress, VipAdventuresDocument } from '@schemas/wire/adventures';

/** A wire-shaped calendar of five days from 2026-11-23 (day 5 the super day) and a player's standing on it. */
export const calendarDocument = {
  enabled: true,
  title: 'Aquanova Odyssey',
  groups: [259],
  days: [23, 24, 25, 26, 27].map((day, i) => ({
    day,
    month: 11,
    step: i + 1,
    stepTotal: 5,
    isSuperPrize: i === 4,
    prize: i === 4 ? { bonus: 'super_prize_{super_prize}' } : i % 2 === 0 ? { fs: 20 } : { bonus: 'reload_{reload}' },
    condition: { minDep: { EUR: 2_500 }, wager: 3, periodActivationDays: i === 4 ? 3 : 1 },
    variables: { super_prize: { EUR: '€500' }, reload: { EUR: '€25', CAD: 'C$35' } },
  })),
};

export const progressAnswer = (today = '2026-11-24', completed: number[] = [1]) => ({
  adventure: { key: '2026-11-23', title: 'Aquanova Odyssey', today, currency: 'EUR' },
  days: [23, 24, 25, 26, 27].map((day, i) => ({
    step: i + 1,
    date: `2026-11-${day}`,
    completed: completed.includes(i + 1),
    deposit_cents: i === 1 ? 2_500 : 0,
    deposit_target_cents: 2_500,
    wager_cents: i === 1 ? 2_500 : 0,
    wager_target_cents: 7_500,
    active_days: i === 1 ? 2 : 0,
    active_days_target: i === 4 ? 3 : 1,
  })),
});

export type { AdventureProgress, VipAdventuresDocument };
