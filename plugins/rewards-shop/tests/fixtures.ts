import type { WireCompExchangeResult, WireCompRateCard, WirePlayerCompPoints } from '@schemas/wire/comp-points';

/** Cards as the reference platform serves them (comp-points seed), with a null and an unknown field like the family. */
const perCurrency = (points: number, eur: Partial<{ amount_cents: number; freespins_count: number }>) => [
  { points, currency: 'EUR', amount_cents: eur.amount_cents ?? null, freespins_count: eur.freespins_count ?? null, lottery_ids: [], full_points: null },
  { points, currency: 'CAD', amount_cents: eur.amount_cents ? Math.round(eur.amount_cents * 1.5) : null, freespins_count: eur.freespins_count ?? null, lottery_ids: [], full_points: null },
];

export const cash25: WireCompRateCard = { group: 'cash-25', title: 'Cash 25', wager: null, games: [], label: 'POPULAR', sale_end_date: null, rates: perCurrency(2_500, { amount_cents: 2_500 }) };
export const cash250Sale = (endDate: string): WireCompRateCard => ({
  group: 'cash-250',
  title: 'Cash 250',
  wager: null,
  games: [],
  label: null,
  sale_end_date: endDate,
  rates: perCurrency(19_200, { amount_cents: 25_000 }).map((r) => ({ ...r, full_points: 24_000 })),
});
export const spins20: WireCompRateCard & { extra: string } = {
  group: 'spins-20',
  title: '20 free spins',
  wager: 30,
  games: [],
  label: 'NEW',
  sale_end_date: null,
  rates: perCurrency(1_000, { freespins_count: 20 }),
  extra: 'ignored',
};
export const chest: WireCompRateCard = { group: 'treasure-chest', title: 'Treasure chest', wager: null, games: [], label: 'NEW', sale_end_date: null, rates: perCurrency(1_500, {}) };
export const astroDraw: WireCompRateCard = {
  group: 'astro-draw',
  title: 'Astro Draw tickets',
  wager: null,
  games: [],
  label: null,
  sale_end_date: null,
  rates: [{ points: 300, currency: 'EUR', amount_cents: null, freespins_count: null, lottery_ids: [9], full_points: null }],
};

export const myPoints = (chargeable: number, persistent = chargeable * 4): WirePlayerCompPoints => ({ chargeable: { points: chargeable }, persistent: { points: persistent } });

export const exchanged = (chargeable: number, overrides: Partial<WireCompExchangeResult> = {}): WireCompExchangeResult => ({
  comp_points: myPoints(chargeable, 48_000),
  type: 'money',
  group: 'cash-25',
  quantity: 2,
  points: 5_000,
  currency: 'EUR',
  amount_cents: 5_000,
  freespins_count: null,
  tickets_count: null,
  title: 'Cash 25',
  ...overrides,
});

/** DD/MM/YYYY `days` from today (local calendar). */
export function dateIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
