import type { WireQuest, WireQuestLevel, WireQuestStatus } from '@schemas/wire/quests';

const HOUR = 3_600_000;
export const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** xs in EUR as the reference platform plans it: €0, €10 (10 spins), €25 (€2 bonus), €50 (€1 cash), €100 (20 spins), €200 (€10 bonus). */
export const XS_LEVELS: WireQuestLevel[] = [
  { level: 1, bet_cents: 0, reward: null },
  { level: 2, bet_cents: 1_000, reward: { type: 'freespins', amount_cents: 0, freespins_count: 10, wager_multiplier: 30 } },
  { level: 3, bet_cents: 2_500, reward: { type: 'bonus', amount_cents: 200, freespins_count: 0, wager_multiplier: 10 } },
  { level: 4, bet_cents: 5_000, reward: { type: 'money', amount_cents: 100, freespins_count: 0, wager_multiplier: null } },
  { level: 5, bet_cents: 10_000, reward: { type: 'freespins', amount_cents: 0, freespins_count: 20, wager_multiplier: 30 } },
  { level: 6, bet_cents: 20_000, reward: { type: 'bonus', amount_cents: 1_000, freespins_count: 0, wager_multiplier: 10 } },
];

export function wireQuest(overrides: Partial<WireQuest> = {}): WireQuest {
  return {
    id: 1,
    title: 'First Steps',
    frontend_identifier: 'quest--xs--first-steps',
    description: 'Six short levels.',
    image: null,
    group_ids: [],
    start_at: at(-HOUR),
    end_at: at(48 * HOUR),
    in_progress: true,
    currency: 'EUR',
    levels: XS_LEVELS,
    ...overrides,
  };
}

export function standing(overrides: Partial<WireQuestStatus> = {}): WireQuestStatus {
  return { quest_id: 1, currency: 'EUR', bets: 38, bet_cents: 3_800, level: 3, next_level: 4, next_level_bet_cents: 5_000, rewarded_levels: [2, 3], ...overrides };
}

export { HOUR };
