/** VIP, adventure, wheel and manager documents (shapes in schemas/feconfig/vip.schema.ts, wheel.schema.ts). */
const eur = (amount: number) => ({ EUR: amount, USD: Math.round(amount * 1.08), CAD: Math.round(amount * 1.47), AUD: Math.round(amount * 1.63), NZD: Math.round(amount * 1.78), NOK: Math.round(amount * 11.5) });

export const vipProgramConfig = {
  pointsUnit: { vip: 'SP', regular: 'XP' },
  onboardingStatusIds: [1117, 257],
  levels: [
    { id: 'vip_level_1', statusId: 1117, name: 'Iron', minPoints: 0, image: '/previews/awards/vip-iron.svg', gifts: ['Weekly cashback 5%'] },
    { id: 'vip_level_2', statusId: 257, name: 'Bronze', minPoints: 1_000, image: '/previews/awards/vip-bronze.svg', gifts: ['Weekly cashback 7%', 'Birthday gift'] },
    { id: 'vip_level_3', statusId: 258, name: 'Silver', minPoints: 5_000, image: '/previews/awards/vip-silver.svg', gifts: ['Weekly cashback 9%', 'Personal manager'] },
    { id: 'vip_level_4', statusId: 259, name: 'Gold', minPoints: 20_000, image: '/previews/awards/vip-gold.svg', gifts: ['Weekly cashback 11%', 'Faster withdrawals'] },
    { id: 'vip_level_5', statusId: 255, name: 'Platinum', minPoints: 75_000, image: '/previews/awards/vip-platinum.svg', gifts: ['Weekly cashback 13%', 'Higher limits'] },
    {
      id: 'vip_level_6',
      statusId: 759,
      name: 'Diamond',
      minPoints: 250_000,
      image: '/previews/awards/vip-diamond.svg',
      gifts: ['Weekly cashback 15%', 'Tailored bonuses', 'Event invitations'],
      // Part 2 §8: fallback thresholds deposit 900000 and bets 9000000 cents.
      depositThresholdCents: eur(900_000),
      betSumThresholdCents: eur(9_000_000),
    },
  ],
};

// A living demo (issue 16 part 5): the ten days run from the day before seeding (UTC), so day 1 is past and day 2 is
// today; open to the VIP tiers Bronze to Diamond (their tier groups) and the testers (platform/modules/adventures).
const adventureDay = (i: number) => new Date(Date.now() + (i - 1) * 86_400_000);
export const vipAdventures = {
  enabled: true,
  title: 'Aquanova Odyssey',
  groups: [257, 258, 259, 255, 759, 21, 916],
  days: Array.from({ length: 10 }, (_, i) => ({
    day: adventureDay(i).getUTCDate(),
    month: adventureDay(i).getUTCMonth() + 1,
    step: i + 1,
    stepTotal: 10,
    isSuperPrize: i === 9,
    prize: i === 9 ? { bonus: 'super_prize_{super_prize}' } : i % 2 === 0 ? { fs: 20 + i * 5 } : { bonus: 'reload_{reload}' },
    condition: { minDep: eur(2_000 + i * 500), wager: 3, periodActivationDays: i === 9 ? 5 : 1 },
    variables: { super_prize: { EUR: 50_000, CAD: 75_000 }, reload: { EUR: 2_500, CAD: 3_500 } }, // minor units
  })),
};

const prize = (id: string, title: string, type: 'bonus' | 'freespins' | 'comp_points' | 'nothing', weight: number, color: string, extra: object = {}) => ({ id, title, type, weight, color, ...extra });

// Part 2 §9: wheel prize weights 4000, 4000, 2000, 5, others 0.
export const wheelConfig = {
  enabled: true,
  slug: 'rocketmart-wheel',
  spinCostPoints: 500,
  freeSpinEveryHours: 24,
  prizes: [
    prize('fs-10', '10 free spins', 'freespins', 4000, '#6c5ce7', { freespins_count: 10 }),
    prize('cp-100', '100 comp points', 'comp_points', 4000, '#00b894'),
    prize('bonus-5', '€5 bonus', 'bonus', 2000, '#fdcb6e', { amount_cents: eur(500) }),
    prize('bonus-500', '€500 bonus', 'bonus', 5, '#d63031', { amount_cents: eur(50_000) }),
    prize('fs-100', '100 free spins', 'freespins', 0, '#e84393', { freespins_count: 100 }),
    prize('none', 'Try again', 'nothing', 0, '#636e72'),
  ],
};

export const wheelConfigSegments = {
  default: wheelConfig.prizes,
  byGroups: [
    { groups: [543], segments: [prize('fs-20', '20 free spins', 'freespins', 4000, '#0984e3', { freespins_count: 20 }), prize('bonus-10', '€10 bonus', 'bonus', 4000, '#00cec9', { amount_cents: eur(1_000) }), prize('bonus-1000', '€1,000 bonus', 'bonus', 5, '#d63031', { amount_cents: eur(100_000) })] },
    { groups: [759], segments: [prize('bonus-50', '€50 bonus', 'bonus', 4000, '#f9ca24', { amount_cents: eur(5_000) }), prize('fs-200', '200 free spins', 'freespins', 2000, '#be2edd', { freespins_count: 200 })] },
  ],
};

export const managers = {
  managers: [
    { groups: [759, 255], managerName: 'Sofia Lindqvist', avatar: '/previews/awards/manager-sofia.svg', time: '09:00–18:00 CET', whatsAppLink: 'https://wa.me/35620000001', telegramLink: 'https://t.me/croupier_sofia', email: 'sofia.vip@croupier.dev' },
    { groups: [259, 258], managerName: 'Marco Bellini', avatar: '/previews/awards/manager-marco.svg', time: '12:00–21:00 CET', telegramLink: 'https://t.me/croupier_marco', email: 'marco.vip@croupier.dev' },
    { groups: [257], managerName: 'Emma Tremblay', avatar: '/previews/awards/manager-emma.svg', time: '08:00–17:00 EST', email: 'emma.vip@croupier.dev' },
  ],
};
