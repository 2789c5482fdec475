/** Wire payloads of the VIP calls as a platform of the family may send them (numbers as strings, an unknown field). */
export const progressFixture = {
  userId: 984902,
  currency: 'EUR',
  currentStatus: 'BRONZE',
  activeStatus: 'BRONZE',
  nextStatus: 'SILVER',
  depositAmountCents: '600100',
  depositThresholdCents: 1_200_000,
  betSumCents: 6_000_100,
  betSumThresholdCents: '12000000',
  overallProgress: '0.5',
};

export const subscriptionsFixture = {
  tier: 'rocket_pro',
  updated_at: '2026-10-02T10:00:00.000Z',
  tiers: [
    { id: 'rocket_lite', comp_points_multiplier: 1.1, vip_bet_bonus_percent: 0, min_status: 'IRON', available: true },
    { id: 'rocket_pro', comp_points_multiplier: '1.25', vip_bet_bonus_percent: 10, min_status: 'SILVER', available: true },
    { id: 'rocket_ultra', comp_points_multiplier: 2, min_status: 'LEGEND', available: null, extra: 1 },
  ],
};

export const programFixture = {
  pointsUnit: { vip: 'SP', regular: 'XP' },
  onboardingStatusIds: [1117, 257],
  levels: [
    { id: 'vip_level_2', statusId: 257, name: 'Bronze', minPoints: 1000, image: '/b.svg', gifts: ['Birthday gift'] },
    { id: 'vip_level_1', statusId: 1117, name: 'Iron', minPoints: 0, image: '/i.svg', gifts: [] },
    { statusId: 258, name: 'no id' },
    { id: 'vip_level_3', statusId: '258', name: 'Silver', minPoints: 5000, image: null, gifts: ['Manager', 3] },
  ],
};
