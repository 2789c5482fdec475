import { EVEN_KINDS, GROUP_KINDS, INSIDE_KINDS, INSIDE_SELECTIONS, type RouletteBet } from './roulette';

/** A table's limits, in minor units of the round's currency. */
export interface RouletteLimits {
  min_bet_cents: number;
  max_bet_cents: number;
  max_total_cents: number;
  max_bets: number;
}

/** Default table limits (EUR-like currencies: 0.10 to 500 a bet, 2,000 a round). */
export const DEFAULT_ROULETTE_LIMITS: RouletteLimits = { min_bet_cents: 10, max_bet_cents: 50_000, max_total_cents: 200_000, max_bets: 50 };

export type RouletteBetsCheck =
  | { ok: true; bets: RouletteBet[]; total_cents: number }
  /** The platform's 422 body: `errors[field]` are codes, fields like `bets.2.numbers`. */
  | { ok: false; errors: Record<string, string[]> };

const isKind = <K extends string>(kinds: readonly K[], value: unknown): value is K => kinds.includes(value as K);

function checkBet(raw: unknown, limits: RouletteLimits, fail: (field: string, code: string) => void): RouletteBet | null {
  if (typeof raw !== 'object' || raw === null) {
    fail('', 'invalid');
    return null;
  }
  const { kind, numbers, index, amount_cents: amount } = raw as Record<string, unknown>;
  let ok = true;
  const bad = (field: string, code: string) => {
    fail(field, code);
    ok = false;
  };
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) bad('amount_cents', 'invalid');
  else if ((amount as number) < limits.min_bet_cents) bad('amount_cents', 'below_table_minimum');
  else if ((amount as number) > limits.max_bet_cents) bad('amount_cents', 'above_table_maximum');
  const amount_cents = amount as number;
  if (isKind(INSIDE_KINDS, kind)) {
    const valid =
      Array.isArray(numbers) &&
      numbers.every((n) => Number.isInteger(n)) &&
      INSIDE_SELECTIONS[kind].has([...(numbers as number[])].sort((a, b) => a - b).join('-'));
    if (!valid) bad('numbers', `not_a_${kind}`);
    return ok ? { kind, numbers: [...(numbers as number[])].sort((a, b) => a - b), amount_cents } : null;
  }
  if (isKind(GROUP_KINDS, kind)) {
    if (index !== 1 && index !== 2 && index !== 3) bad('index', 'invalid');
    return ok ? { kind, index: index as 1 | 2 | 3, amount_cents } : null;
  }
  if (isKind(EVEN_KINDS, kind)) return ok ? { kind, amount_cents } : null;
  bad('kind', 'invalid');
  return null;
}

/**
 * Checks a request's bet list against the layout and the table limits, all of it before anything is
 * drawn: amounts are whole positive cents within the limits, inside bets name a real split/street/
 * corner/line of the layout, groups an index 1–3, and the round's total stays under the table maximum.
 * Answers the bets normalised (numbers sorted, unknown fields dropped) or every error found.
 */
export function checkRouletteBets(input: unknown, limits: RouletteLimits = DEFAULT_ROULETTE_LIMITS): RouletteBetsCheck {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, code: string) => (errors[field] ??= []).push(code);
  if (!Array.isArray(input) || input.length === 0) {
    fail('bets', 'required');
    return { ok: false, errors };
  }
  if (input.length > limits.max_bets) fail('bets', 'too_many_bets');
  const bets: RouletteBet[] = [];
  input.forEach((raw, i) => {
    const bet = checkBet(raw, limits, (field, code) => fail(field ? `bets.${i}.${field}` : `bets.${i}`, code));
    if (bet) bets.push(bet);
  });
  const total_cents = bets.reduce((sum, bet) => sum + bet.amount_cents, 0);
  if (total_cents > limits.max_total_cents) fail('bets', 'above_table_maximum');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, bets, total_cents };
}
