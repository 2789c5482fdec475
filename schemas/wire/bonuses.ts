import * as z from 'zod/mini';
import { currencyCode, isoDate } from './common';
import type { $ZodType } from 'zod/v4/core';
import { BONUS_STAGES, RECEIVED_STATUSES } from './bonus-stages';
import { openEnum, orNull, wireFlag, wireId, wireInt, wireStrings, wireText } from './tolerant';

export { BONUS_STAGES, RECEIVED_STATUSES, receivedStatusOfStage, type BonusStage, type ReceivedStatus } from './bonus-stages';

/**
 * Bonuses, free spins and gifts (WIRE.md "Bonuses", spec part 2 §3, §4, §7). Tolerant readers (README.md in this
 * folder). Amounts are integer minor units of the bonus's `currency`. Fields marked "reference platform
 * extension" are sent by the reference platform; another platform of the family may omit them and the client
 * then shows less (no contributing games, no cap line), never fails.
 */

/** Which money a bet takes first while a bonus is active. The reference platform plays real money first. */
export const BONUS_STRATEGIES = ['real_money_first', 'bonus_money_first'] as const;

/** How much of a bet on a game of this kind counts towards wagering, in percent (reference platform extension). */
export const wagerContributionSchema = z.object({ kind: z.string(), percent: wireInt });
export type WagerContribution = z.output<typeof wagerContributionSchema>;

export const gameInfoSchema = z.object({ identifier: z.string(), title: wireText });

/** A list the screen can live without: absent, `null` or malformed reads as empty (never fails the gift). */
function optionalList<T extends $ZodType>(item: T) {
  return z.catch(
    z.pipe(z.nullish(z.array(item)), z.transform((list) => list ?? [])),
    [],
  );
}

/**
 * GET /api/player/bonuses (and the `bonuses_changes` payload: the whole changed bonus). `amount_cents` is the
 * bonus money it holds now; wagering progress is `amount_wager_cents` of `amount_wager_requirement_cents`.
 */
export const playerBonusSchema = z.object({
  id: wireId,
  title: z.string(),
  currency: currencyCode,
  amount_cents: z._default(wireInt, 0),
  amount_wager_cents: z._default(wireInt, 0),
  amount_wager_requirement_cents: z._default(wireInt, 0),
  stage: openEnum(BONUS_STAGES),
  strategy: orNull(openEnum(BONUS_STRATEGIES)),
  activatable: wireFlag,
  activatable_until: orNull(isoDate),
  valid_until: orNull(isoDate),
  cancelable: wireFlag,
  created_at: isoDate,
  /** What issued it: registration, deposit, no_deposit, promo_code, coupon, cashback, freespins_win, … (open). */
  type: wireText,
  /** Spec part 2 §3: feature gifts have a `vip_program_` prefix; `disabled-bonuses` hides groups by key. */
  group_key: orNull(z.string()),
  /** Reference platform extension: the most that converts to real money when wagering is done; null: no cap. */
  max_win_cents: orNull(wireInt),
  /** Reference platform extension: the amount first granted (amount_cents moves with play). */
  initial_amount_cents: orNull(wireInt),
  /** Reference platform extension: contribution of each game kind to wagering; empty: every bet counts fully. */
  wager_contributions: optionalList(wagerContributionSchema),
  /** Reference platform extension: games a bonus is restricted to (identifiers); empty: any game. */
  games_info: optionalList(gameInfoSchema),
});
export type PlayerBonus = z.output<typeof playerBonusSchema>;
export type WirePlayerBonus = z.input<typeof playerBonusSchema>;

/** GET /api/player/freespins (and the `freespins_changes` payload). */
export const playerFreespinsSchema = z.object({
  id: wireId,
  title: z.string(),
  freespins_total: z._default(wireInt, 0),
  freespins_performed: z._default(wireInt, 0),
  bet_level: z._default(wireInt, 1),
  stage: openEnum(BONUS_STAGES),
  games: wireStrings,
  games_info: optionalList(gameInfoSchema),
  provider: wireText,
  currency: currencyCode,
  activatable: wireFlag,
  activatable_until: orNull(isoDate),
  valid_until: orNull(isoDate),
  cancelable: wireFlag,
  /** Reference platform extension: the stake of one free spin in minor units, and the winnings so far. */
  bet_cents: orNull(wireInt),
  win_cents: z._default(wireInt, 0),
  /** Reference platform extension: the wagering the winnings get as a bonus (× winnings). */
  wager_multiplier: orNull(wireInt),
  created_at: orNull(isoDate),
  group_key: orNull(z.string()),
});
export type PlayerFreespins = z.output<typeof playerFreespinsSchema>;
export type WirePlayerFreespins = z.input<typeof playerFreespinsSchema>;

/** GET /api/v2/bonuses: every gift the player received, either kind, with what became of it (the header counter). */
export const receivedBonusSchema = z.object({
  id: wireId,
  kind: openEnum(['bonus', 'freespins'] as const),
  title: z.string(),
  status: openEnum(RECEIVED_STATUSES),
  group_key: orNull(z.string()),
  created_at: isoDate,
});
export type ReceivedBonus = z.output<typeof receivedBonusSchema>;

/**
 * GET /api/bonuses/registration?currency=CODE: what a new player gets on sign-up (the sign-up screen shows it;
 * a guest may ask). Money and free spins may come together.
 */
export const registrationBonusOfferSchema = z.object({
  id: wireId,
  title: z.string(),
  description: wireText,
  currency: currencyCode,
  amount_cents: z._default(wireInt, 0),
  freespins_count: z._default(wireInt, 0),
  wager_multiplier: z._default(wireInt, 0),
  group_key: orNull(z.string()),
});
export type RegistrationBonusOffer = z.output<typeof registrationBonusOfferSchema>;

/** POST /api/bonuses/coupon `{coupon_code}`: a single-use coupon; POST /api/v2/bonuses/promo-code `{code}`: a campaign code. */
export const couponRequestSchema = z.object({ coupon_code: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)) });
export const promoCodeRequestSchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)) });

/**
 * Refusal codes of a coupon or promo code, as `errors.code: [reason]` (422; the request field's name is the key for
 * a malformed body). The client maps each to a text; an unknown one reads as `other`.
 */
export const CODE_REFUSALS = ['not_found', 'already_used', 'expired', 'not_eligible', 'bonuses_disabled'] as const;

/** The answer to an accepted coupon or promo code: what it issued (either list may be empty). */
export const codeRedemptionSchema = z.object({
  status: openEnum(['activated', 'issued'] as const),
  bonuses: optionalList(playerBonusSchema),
  freespins: optionalList(playerFreespinsSchema),
});
export type CodeRedemption = z.output<typeof codeRedemptionSchema>;
