import type { PlayerBonus, PlayerFreespins, WirePlayerBonus, WirePlayerFreespins } from '@schemas/wire/bonuses';
import { playerBonusSchema, playerFreespinsSchema } from '@schemas/wire/bonuses';
import type { DepositBonusOffer } from '@schemas/wire/money';

const HOUR = 3_600_000;
export const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A money bonus as the platform sends it (a welcome bonus being wagered), with overrides. */
export function wireBonus(overrides: Partial<WirePlayerBonus> = {}): WirePlayerBonus {
  return {
    id: 11,
    title: 'Welcome bonus',
    currency: 'EUR',
    amount_cents: 1_000,
    amount_wager_cents: 0,
    amount_wager_requirement_cents: 30_000,
    stage: 'issued',
    strategy: 'real_money_first',
    activatable: true,
    activatable_until: at(72 * HOUR),
    valid_until: at(7 * 24 * HOUR),
    cancelable: true,
    created_at: at(-HOUR),
    type: 'registration',
    group_key: 'welcome_pack',
    max_win_cents: 50_000,
    initial_amount_cents: 1_000,
    wager_contributions: [],
    games_info: [],
    ...overrides,
  };
}

export const bonus = (overrides: Partial<WirePlayerBonus> = {}): PlayerBonus => playerBonusSchema.parse(wireBonus(overrides));

export function wirePack(overrides: Partial<WirePlayerFreespins> = {}): WirePlayerFreespins {
  return {
    id: 21,
    title: '20 free spins',
    freespins_total: 20,
    freespins_performed: 0,
    bet_level: 1,
    stage: 'issued',
    games: ['croupier/neon-nights'],
    games_info: [{ identifier: 'croupier/neon-nights', title: 'Neon Nights' }],
    provider: 'croupier',
    currency: 'EUR',
    activatable: true,
    activatable_until: at(72 * HOUR),
    valid_until: at(7 * 24 * HOUR),
    cancelable: true,
    bet_cents: 20,
    win_cents: 0,
    wager_multiplier: 30,
    created_at: at(-2 * HOUR),
    group_key: null,
    ...overrides,
  };
}

export const pack = (overrides: Partial<WirePlayerFreespins> = {}): PlayerFreespins => playerFreespinsSchema.parse(wirePack(overrides));

export function depositOffer(overrides: Partial<DepositBonusOffer> = {}): DepositBonusOffer {
  return { id: 3, title: 'Reload 50%', description: 'Half again on your deposit', currency: 'EUR', percent: 50, max_amount_cents: 20_000, min_deposit_cents: 2_000, wager_multiplier: 35, freespins_count: 0, ...overrides };
}
