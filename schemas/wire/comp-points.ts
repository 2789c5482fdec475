import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { currencyCode } from './common';
import { openEnum, orNull, wireInt, wireNumber, wireStrings, wireText } from './tolerant';

/**
 * Comp points and the rewards shop (WIRE.md "Loyalty", spec part 2 §3, §5, §7–§9): `GET /api/player/comp_points`,
 * `GET /api/comp_points/rates/{type}`, `POST /api/comp_points/exchange/{type}` and the `comps_award` push. Tolerant
 * readers (README.md in this folder). Fields marked "reference platform extension" may be missing on another
 * platform of the family: the client then shows less (no label, no sale), never fails.
 */

/** A points figure the family writes as `{points: 12}`; absent or malformed reads as 0. */
const pointsSchema = z.catch(
  z.pipe(
    z.nullish(z.object({ points: z.catch(wireInt, 0) })),
    z.transform((value) => ({ points: Math.max(0, value?.points ?? 0) })),
  ),
  { points: 0 },
);

/**
 * GET /api/player/comp_points, and the `comps_award` event on `comps_award:{playerId}` (the balance after the change).
 * `chargeable` is what the player may spend in the shop, `persistent` what they earned in their lifetime (VIP levels
 * are conditioned on it: `/api/info/statuses` `persistent_comp_points`).
 */
export const playerCompPointsSchema = z.object({
  chargeable: pointsSchema,
  persistent: pointsSchema,
});
export type PlayerCompPoints = z.output<typeof playerCompPointsSchema>;
export type WirePlayerCompPoints = z.input<typeof playerCompPointsSchema>;
export const compsAwardEventSchema = playerCompPointsSchema;

/** Spec part 2 §3: the comp rate types, each with its `rates/{type}` list and `exchange/{type}` call. */
export const COMP_RATE_TYPES = ['money', 'freespins', 'lootboxes', 'lotteries'] as const;
export type CompRateType = (typeof COMP_RATE_TYPES)[number];

/** Spec part 2 §3: a card's promo label. Open: a newer label reads `'other'` (shown as none). */
export const LOYALTY_LABELS = ['POPULAR', 'NEW', 'VIP'] as const;

/** A list the screen can live without: absent, `null` or malformed reads as empty; bad items are dropped. */
function optionalList<T extends $ZodType>(item: T) {
  return z.catch(
    z.pipe(
      z.nullish(z.array(z.unknown())),
      z.transform((list) =>
        (list ?? []).flatMap((entry) => {
          const parsed = z.safeParse(item, entry);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
      ),
    ),
    [],
  );
}

/**
 * One price of a card in one currency (spec part 2 §3 "Rates: points, currency, amount_cents, freespins_count,
 * lottery_ids"): money cards give `amount_cents`, free-spin cards `freespins_count`, lottery cards tickets of
 * `lottery_ids`, lootbox cards one box.
 */
export const compRateSchema = z.object({
  points: z.pipe(wireInt, z.transform((value) => Math.max(0, value))),
  currency: currencyCode,
  amount_cents: orNull(wireInt),
  freespins_count: orNull(wireInt),
  lottery_ids: optionalList(wireInt),
  /** Reference platform extension: the price before the sale's discount (a discount card shows it struck through). */
  full_points: orNull(wireInt),
});
export type CompRate = z.output<typeof compRateSchema>;

/**
 * GET /api/comp_points/rates/{type}: an item of the list (a shop card). `group` identifies the card in the
 * exchange call. WIRE.md gives the money shape `{group, title, wager, rates[]}`; the other types add `games`.
 */
export const compRateCardSchema = z.object({
  group: z.string().check(z.minLength(1)),
  title: wireText,
  /** Wagering of what the card gives, times its amount; null: none stated. */
  wager: orNull(wireNumber),
  /** Free-spin cards: the games the spins play on. */
  games: wireStrings,
  rates: optionalList(compRateSchema),
  /** Reference platform extension: POPULAR, NEW or VIP. */
  label: orNull(openEnum(LOYALTY_LABELS)),
  /**
   * Reference platform extension: the card is on sale until this date, DD/MM/YYYY (spec part 2 §9: a sale is active
   * while today is before the end date). Its rates' `points` are the discounted prices, `full_points` the usual ones.
   */
  sale_end_date: orNull(z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/))),
});
export type CompRateCard = z.output<typeof compRateCardSchema>;
export type WireCompRateCard = z.input<typeof compRateCardSchema>;

/**
 * POST /api/comp_points/exchange/{type} bodies (request schemas stay strict). WIRE.md: money is
 * `{exchange:{points, currency, group}}`; spec part 2 §7: other cards `{points, group}`, lottery cards
 * `{tickets_count, lottery_id, group}` — the reference platform reads them under `exchange` too. `points` is the
 * card's price times the quantity the player chose.
 */
export const compExchangeRequestSchema = z.object({
  exchange: z.strictObject({
    group: z.string().check(z.minLength(1), z.maxLength(100)),
    points: z.optional(z.int().check(z.positive())),
    currency: z.optional(z.string().check(z.regex(/^[A-Z]{3,5}$/))),
    tickets_count: z.optional(z.int().check(z.positive(), z.lte(1000))),
    lottery_id: z.optional(z.int().check(z.positive())),
  }),
});
export type CompExchangeRequest = z.infer<typeof compExchangeRequestSchema>;

/**
 * The answer of an exchange (reference platform; the family's shape is not shown): the points left and what was
 * issued. Only `comp_points` is needed; the rest describes the reward for the result modal.
 */
export const compExchangeResultSchema = z.object({
  comp_points: playerCompPointsSchema,
  type: orNull(openEnum(COMP_RATE_TYPES)),
  group: wireText,
  quantity: z._default(wireInt, 1),
  points: orNull(wireInt),
  currency: orNull(currencyCode),
  amount_cents: orNull(wireInt),
  freespins_count: orNull(wireInt),
  tickets_count: orNull(wireInt),
  title: wireText,
});
export type CompExchangeResult = z.output<typeof compExchangeResultSchema>;
export type WireCompExchangeResult = z.input<typeof compExchangeResultSchema>;

/**
 * Refusals of an exchange: 422 `{errors: {base: [reason]}, missing_points?}`; `missing_points` comes with
 * `insufficient_points` (spec part 2 §5: the message names the missing amount). 401 for a guest.
 */
export const COMP_EXCHANGE_REFUSALS = [
  'insufficient_points',
  'unknown_rate',
  'invalid_quantity',
  'player_disabled',
  'bonuses_disabled',
  'reward_unavailable',
] as const;
export type CompExchangeRefusal = (typeof COMP_EXCHANGE_REFUSALS)[number];
export const compExchangeRefusalSchema = z.object({
  errors: z.object({ base: z.array(z.string()) }),
  missing_points: orNull(wireInt),
});
