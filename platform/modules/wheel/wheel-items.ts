import type { WheelSegment } from '../../../schemas/wire/wheel-config';
import { friendlyMinorUnits } from '../info/public';
import type { NewLootboxItem, PrizeBonus } from '../lootboxes/public';
import { WALLET_CURRENCIES } from '../wallet/public';

/**
 * A wheel segment as a lootbox item: the box's draw decides the segment, `prize` is the segment's id (the client
 * turns the wheel to it). The fe-config segment states what it gives, not its terms, so the wheel's terms are fixed
 * here, from spec part 2 §9's lootbox wagers: bonus money wagered 25 times, at most 10 times it converting; free
 * spins whose winnings are wagered 30 times, at most €100 converting.
 *
 * - `bonus`: the segment's amounts per currency; a wallet currency it does not name gets the euro amount made friendly.
 * - `freespins`: its count.
 * - `comp_points`: weight 0 — there is no comp points engine to credit them yet (issue 16); the segment is drawn on the
 *   wheel, never won. `nothing` (and a type this platform does not know) gives nothing, at its weight (0 for unknown).
 */
export const WHEEL_BONUS_WAGER = 25;
export const WHEEL_BONUS_MAX_WIN_MULTIPLIER = 10;
export const WHEEL_FREESPINS_WAGER = 30;
export const WHEEL_FREESPINS_MAX_WIN_EUR = 100;

/** Minor units per wallet currency: those given, and the euro amount made friendly for the rest. */
function everyCurrency(given: Readonly<Record<string, number>>): Record<string, number> {
  const eur = given.EUR;
  const out: Record<string, number> = {};
  for (const currency of WALLET_CURRENCIES) {
    const cents = given[currency] ?? (eur === undefined ? null : friendlyMinorUnits(eur / 100, currency));
    if (cents !== null && cents > 0) out[currency] = cents;
  }
  return out;
}

const scaled = (map: Record<string, number>, times: number) => Object.fromEntries(Object.entries(map).map(([currency, cents]) => [currency, cents * times]));

export function segmentItem(segment: WheelSegment): NewLootboxItem {
  const base = { prize: segment.id, title: segment.title, weight: segment.weight };
  if (segment.type === 'bonus') {
    const amounts = everyCurrency(segment.amount_cents);
    const bonus: PrizeBonus = {
      title: '{amount} bonus',
      type: 'bonus',
      attributes: { bonus_amount: amounts },
      result_bonus: { wager: WHEEL_BONUS_WAGER, max_win: scaled(amounts, WHEEL_BONUS_MAX_WIN_MULTIPLIER) },
    };
    return { ...base, title: '{amount} bonus', bonuses: [bonus] };
  }
  if (segment.type === 'freespins' && (segment.freespins_count ?? 0) > 0) {
    const count = segment.freespins_count!;
    const bonus: PrizeBonus = {
      title: `${count} free spins`,
      type: 'freespins',
      attributes: { freespins_count: count },
      result_bonus: { wager: WHEEL_FREESPINS_WAGER, max_win: everyCurrency({ EUR: WHEEL_FREESPINS_MAX_WIN_EUR * 100 }) },
    };
    return { ...base, bonuses: [bonus] };
  }
  return { ...base, weight: segment.type === 'nothing' ? segment.weight : 0, bonuses: [] };
}
