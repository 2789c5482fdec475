import type { JackpotAwardEvent, WireJackpot, WireJackpotChanges, WireJackpotWinner } from '@schemas/wire/jackpots';

/** A jackpot as the reference platform sends it, with an unknown extra field (tolerant reader). */
export function wireJackpot(overrides: Partial<WireJackpot> = {}): WireJackpot {
  return {
    id: 1,
    identifier: 'mystic-jackpot',
    name: 'Mystic Jackpot',
    state: 'active',
    mystic: true,
    currency: 'EUR',
    allowed_currencies: ['EUR', 'CAD'],
    games: ['aurora-reels/book-of-tide', 'aurora-reels/kois-spell'],
    levels: [
      { id: 10, identifier: 'mini', name: 'Mini', index: 0, amount_cents: 4_321 },
      { id: 11, identifier: 'minor', name: 'Minor', index: 1, amount_cents: 51_000 },
      { id: 12, identifier: 'major', name: 'Major', index: 2, amount_cents: 1_200_050 },
      { id: 13, identifier: 'grand', name: 'Grand', index: 3, amount_cents: 23_456_789 },
    ],
    ...overrides,
    // @ts-expect-error an extra field a newer platform may send
    operator_note: 'ignored',
  };
}

export const goldenVault = (): WireJackpot => ({
  ...wireJackpot({ id: 3, identifier: 'golden-vault', name: 'Golden Vault', mystic: false }),
  levels: [
    { id: 30, identifier: 'mini', name: 'Mini', index: 0, amount_cents: 2_600 },
    { id: 33, identifier: 'grand', name: 'Grand', index: 3, amount_cents: 10_000_000 },
  ],
});

export const winner = (overrides: Partial<WireJackpotWinner> = {}): WireJackpotWinner => ({
  user_name: 'Northstar88',
  jackpot_original_amount_cents: 52_000,
  jackpot_original_currency: 'EUR',
  jackpot_level_name: 'Minor',
  amount_cents: 52_000,
  currency: 'EUR',
  created_at: '2026-11-20T10:00:00.000Z',
  jackpot_identifier: 'mystic-jackpot',
  ...overrides,
});

export const tick = (miniCents: number): WireJackpotChanges => ({
  id: 1,
  identifier: 'mystic-jackpot',
  state: 'active',
  currency: 'EUR',
  levels: [{ id: 10, amount_cents: miniCents, amounts: { EUR: miniCents, CAD: Math.round(miniCents * 1.47) } }],
  server_time: '2026-11-24T12:00:00.000Z',
});

export const award = (overrides: Partial<JackpotAwardEvent> = {}): JackpotAwardEvent => ({
  id: 77,
  jackpot_id: 1,
  jackpot_identifier: 'mystic-jackpot',
  jackpot_name: 'Mystic Jackpot',
  level_name: 'Mini',
  amount_cents: 4_321,
  currency: 'EUR',
  original_amount_cents: 4_321,
  original_currency: 'EUR',
  game_identifier: null,
  created_at: '2026-11-24T12:00:00.000Z',
  ...overrides,
});
