import type { WagerContribution } from '../../../schemas/wire/bonuses';

/**
 * The arithmetic of wagering, pure and in integer minor units (wagering.test.ts): how much of a bet counts, what
 * converts when the wagering is done, and the percent a player is shown.
 */

/** A game kind's share of a bet that counts towards wagering, in percent. */
export interface Contribution {
  kind: string;
  percent: number;
}

/**
 * The demo's contributions: slots count fully, crash games half, card and roulette tables a tenth, live
 * dealers not at all.
 * A game of a kind not listed (or whose kind the catalogue does not know) counts fully, as the wire's empty
 * list does.
 */
export const DEFAULT_CONTRIBUTIONS: readonly Contribution[] = [
  { kind: 'slots', percent: 100 },
  { kind: 'crash', percent: 50 },
  { kind: 'table', percent: 10 },
  { kind: 'live', percent: 0 },
];

export function contributionPercent(contributions: readonly Contribution[], kind: string | null): number {
  if (kind === null) return 100;
  return contributions.find((c) => c.kind === kind)?.percent ?? 100;
}

/** What a bet adds to wagering: floor(bet × percent / 100), so a contribution never rounds up. */
export const wagerOf = (betCents: number, percent: number): number => Math.floor((betCents * percent) / 100);

/** Wagering done: at most `maxWinCents` of the bonus money becomes real, the rest is forfeited. */
export function conversionOf(amountCents: number, maxWinCents: number | null): { convertedCents: number; forfeitedCents: number } {
  const convertedCents = maxWinCents === null ? amountCents : Math.min(amountCents, maxWinCents);
  return { convertedCents, forfeitedCents: amountCents - convertedCents };
}

/** Spec part 2 §9: the wagering percent shown is the floor of wagered over total (100 when nothing is required). */
export const wagerPercent = (wageredCents: number, requiredCents: number): number =>
  requiredCents <= 0 ? 100 : Math.min(100, Math.floor((wageredCents * 100) / requiredCents));

/** JSON of a stored contributions column, tolerant of a hand-edited row. */
export function parseContributions(json: string): Contribution[] {
  try {
    const value = JSON.parse(json) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter((c): c is Contribution => typeof c?.kind === 'string' && Number.isInteger(c?.percent));
  } catch {
    return [];
  }
}

export const contributionsToWire = (list: readonly Contribution[]): WagerContribution[] => list.map(({ kind, percent }) => ({ kind, percent }));
