import { MULTI_ACCOUNT_GROUP } from '@config/player-groups';
import type { CompRate, CompRateType } from '@schemas/wire/comp-points';
import type { ExchangeBody } from '../api';

/**
 * Spec part 2 §4 "Exchange: start, confirmation (multi-account warning or enable-bonuses prompt when needed), call,
 * then a result modal with success or failure"; §5: too few points show the missing amount, a guest a registration
 * button. The steps a dialog goes through, decided here so the rule is testable without drawing it.
 */
export type ExchangeStep = 'guest' | 'insufficient' | 'choose' | 'multi-account' | 'enable-bonuses' | 'pending' | 'success' | 'failure';

/** Free spins and boxes become bonus gifts: a player whose bonus issuing is off is asked to switch it on first. */
export const needsBonuses = (type: CompRateType) => type === 'freespins' || type === 'lootboxes';

/** Where the dialog starts. */
export function firstStep(chargeable: number | null, cost: number): ExchangeStep {
  if (chargeable === null) return 'guest';
  return chargeable < cost ? 'insufficient' : 'choose';
}

export interface Confirmations {
  multiAccountSeen: boolean;
  groups: readonly number[];
  canIssueBonuses: boolean;
  type: CompRateType;
}

/** After the player chose: the confirmation still owed (multi-account first, then bonuses), or the call. */
export function nextAfterChoose(c: Confirmations): ExchangeStep {
  if (!c.multiAccountSeen && c.groups.includes(MULTI_ACCOUNT_GROUP)) return 'multi-account';
  if (needsBonuses(c.type) && !c.canIssueBonuses) return 'enable-bonuses';
  return 'pending';
}

/** The exchange call's body (schemas/wire/comp-points.ts): points for the quantity, or tickets of the card's lottery. */
export function exchangeBody(type: CompRateType, group: string, rate: CompRate, quantity: number): ExchangeBody {
  if (type === 'lotteries') return { group, tickets_count: quantity, lottery_id: rate.lottery_ids[0] ?? 0 };
  const body: ExchangeBody = { group, points: rate.points * quantity };
  if (type === 'money') body.currency = rate.currency;
  return body;
}
