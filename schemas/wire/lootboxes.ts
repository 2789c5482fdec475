import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { currencyCode, isoDate } from './common';
import { openEnum, orNull, wireId, wireInt, wireNumber, wireText } from './tolerant';

/**
 * Lootboxes (WIRE.md "Promotions", spec part 2 §3, §4, §7): `GET /api/player/lootboxes`, `POST
 * /api/player/lootboxes/{id}/activation`, the `lootboxes_changes` push (the whole box). Tolerant readers (README.md
 * in this folder). A box holds weighted items; the platform draws one when the player opens it and issues its
 * bonuses (a money bonus or free spins) as gifts. Fields marked "reference platform extension" may be missing on
 * another platform of the family: the client then shows less, never fails.
 */

/** Spec part 2 §3: issued, then activated or expired. Open: a newer stage reads `'other'`. */
export const LOOTBOX_STAGES = ['issued', 'activated', 'expired'] as const;
export type LootboxStage = (typeof LOOTBOX_STAGES)[number];

/** What an item's bonus gives: free spins or bonus money (spec part 2 §3). */
export const LOOTBOX_BONUS_TYPES = ['freespins', 'bonus'] as const;

/** Spec part 2 §9: lootbox-type gift groups of the prize wheel (the daily spin and a spin granted by the operator). */
export const WHEEL_LOOTBOX_GROUPS = ['wheel', 'manual_wheel'] as const;

/** A list the screen can live without: absent, `null` or malformed reads as empty. */
function optionalList<T extends $ZodType>(item: T) {
  return z.catch(
    z.pipe(z.nullish(z.array(item)), z.transform((list) => list ?? [])),
    [],
  );
}

/**
 * Minor units per currency, `{EUR: 500}` (the family also writes `{EUR: {amount_cents: 500}}`); an entry that is
 * neither is left out, a missing map reads as empty.
 */
export const perCurrencyCentsSchema = z.catch(
  z.pipe(
    z.nullish(z.record(z.string(), z.unknown())),
    z.transform((map) => {
      const out: Record<string, number> = {};
      for (const [currency, value] of Object.entries(map ?? {})) {
        const raw = typeof value === 'object' && value !== null ? (value as { amount_cents?: unknown }).amount_cents : value;
        const parsed = z.safeParse(wireInt, raw);
        if (/^[A-Z]{3,5}$/.test(currency) && parsed.success && parsed.data >= 0) out[currency] = parsed.data;
      }
      return out;
    }),
  ),
  {},
);

/** What an item's bonus gives: `freespins_count` for free spins, `bonus_amount` per currency for bonus money. */
export const lootboxBonusAttributesSchema = z.catch(
  z.pipe(
    z.nullish(z.object({ freespins_count: orNull(wireInt), bonus_amount: perCurrencyCentsSchema })),
    z.transform((value) => value ?? { freespins_count: null, bonus_amount: {} }),
  ),
  { freespins_count: null, bonus_amount: {} },
);

/**
 * The bonus the prize becomes: its wager (a multiplier: 3, 25, 30 in spec part 2 §9) and the most that converts to
 * real money per currency. For free spins it is the bonus their winnings become.
 */
export const lootboxResultBonusSchema = z.object({ wager: orNull(wireNumber), max_win: perCurrencyCentsSchema });

export const lootboxBonusSchema = z.object({
  title: wireText,
  type: openEnum(LOOTBOX_BONUS_TYPES),
  attributes: lootboxBonusAttributesSchema,
  result_bonus: orNull(lootboxResultBonusSchema),
});
export type LootboxBonus = z.output<typeof lootboxBonusSchema>;

export const lootboxItemSchema = z.object({
  id: wireId,
  weight: z._default(wireInt, 0),
  /** The prize's key: stable across boxes of one kind (a wheel segment's id for wheel boxes). */
  prize: wireText,
  /** Reference platform extension: the prize as text (the client writes its own from `bonuses` when it can). */
  title: wireText,
  bonuses: optionalList(lootboxBonusSchema),
});
export type LootboxItem = z.output<typeof lootboxItemSchema>;
export type WireLootboxItem = z.input<typeof lootboxItemSchema>;

/** GET /api/player/lootboxes (an item of the list) and the `lootboxes_changes` payload. */
export const lootboxSchema = z.object({
  id: wireId,
  title: wireText,
  group_key: wireText,
  stage: openEnum(LOOTBOX_STAGES),
  /** How the prize is chosen; the reference platform draws by weight (`weighted`). */
  strategy: wireText,
  currency: currencyCode,
  created_at: isoDate,
  valid_until: orNull(isoDate),
  /** Reference platform extension: when it was opened, and the item it gave. */
  activated_at: orNull(isoDate),
  activated_item_id: orNull(wireId),
  items: optionalList(lootboxItemSchema),
});
export type Lootbox = z.output<typeof lootboxSchema>;
export type WireLootbox = z.input<typeof lootboxSchema>;

/** The `lootboxes_changes` event on `lootboxes_changes:{playerId}`: the whole box that changed. */
export const lootboxesChangesEventSchema = lootboxSchema;

/** A gift the prize became (the bonuses engine's bonus or free-spin pack, by its id in those lists). */
export const lootboxIssuedGiftSchema = z.object({ kind: openEnum(['bonus', 'freespins'] as const), id: wireId, title: wireText });
export type LootboxIssuedGift = z.output<typeof lootboxIssuedGiftSchema>;

/**
 * The draw as the platform recorded it (DESIGN §12: seeded and recorded, replayable): mulberry32 seeded from
 * `seed` and `nonce` gives `roll` in [0, total_weight), which falls in the won item's share of the weights.
 * Reference platform extension, also at `GET /api/player/lootboxes/{id}/draw`.
 */
export const lootboxDrawSchema = z.object({
  lootbox_id: wireId,
  item_id: wireId,
  prize: wireText,
  seed: wireInt,
  nonce: wireInt,
  roll: wireInt,
  total_weight: wireInt,
  drawn_at: isoDate,
  issued: optionalList(lootboxIssuedGiftSchema),
});
export type LootboxDraw = z.output<typeof lootboxDrawSchema>;
export type WireLootboxDraw = z.input<typeof lootboxDrawSchema>;

/**
 * POST /api/player/lootboxes/{id}/activation: the opened box, the item the platform drew (the animation lands on
 * it) and the gifts it issued. `item` is required: without it the client cannot tell what was won.
 */
export const lootboxActivationSchema = z.object({
  lootbox: lootboxSchema,
  item: lootboxItemSchema,
  issued: optionalList(lootboxIssuedGiftSchema),
  draw: orNull(lootboxDrawSchema),
});
export type LootboxActivation = z.output<typeof lootboxActivationSchema>;
export type WireLootboxActivation = z.input<typeof lootboxActivationSchema>;

/** Refusals of an activation (422 `{errors: {base: [reason]}}`); 404 for an unknown box or another player's. */
export const LOOTBOX_REFUSALS = ['expired', 'already_activated', 'bonuses_disabled', 'prize_unavailable'] as const;
export type LootboxRefusal = (typeof LOOTBOX_REFUSALS)[number];
