import * as z from 'zod/mini';

/**
 * Readers of the gift fe-config documents (shapes in schemas/feconfig/promotions.schema.ts, checked there when the
 * platform stores them). Read tolerantly here: a missing or broken document means "no change" (spec part 2 §8:
 * config loaders swallow errors), and one odd entry is skipped, not the document.
 */

const groupIds = z.catch(z.array(z.int()), []);
const keys = z.catch(z.array(z.string()), []);
// Per currency a text or an amount in minor units (formatted in the reader's locale by core's fillVariables).
const perCurrency = z.record(z.string(), z.union([z.string(), z.number()]));

const disabledSchema = z.object({
  group_keys: keys,
  byGroups: z.catch(z.optional(z.array(z.object({ groups: groupIds, group_keys: keys }))), undefined),
});

const giftLookSchema = z.object({
  title: z.optional(z.string()),
  image: z.optional(z.string()),
  order: z.optional(z.int()),
  hideTimer: z.optional(z.boolean()),
  variables: z.optional(z.record(z.string(), perCurrency)),
});
export type GiftLook = z.output<typeof giftLookSchema>;

const additionalGiftSchema = z.object({
  id: z.string(),
  group_key: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.optional(z.string()),
  link: z.optional(z.string()),
  groups: z.optional(z.array(z.int())),
  variables: z.optional(z.record(z.string(), perCurrency)),
});
export type AdditionalGift = z.output<typeof additionalGiftSchema>;

/** `disabled-bonuses`: the group keys hidden from this player (for everyone, and by the player's groups). */
export function disabledGroupKeys(document: unknown, playerGroups: readonly number[]): Set<string> {
  const parsed = z.safeParse(disabledSchema, document);
  if (!parsed.success) return new Set();
  const hidden = new Set(parsed.data.group_keys);
  for (const rule of parsed.data.byGroups ?? []) {
    if (rule.groups.some((g) => playerGroups.includes(g))) rule.group_keys.forEach((key) => hidden.add(key));
  }
  return hidden;
}

/** `modify-gifts-config`: how gifts of a group key look (title, image, order, no timer, per-currency variables). */
export function giftLooks(document: unknown): Record<string, GiftLook> {
  const gifts = (document as { gifts?: unknown } | null)?.gifts;
  if (!gifts || typeof gifts !== 'object') return {};
  const looks: Record<string, GiftLook> = {};
  for (const [key, value] of Object.entries(gifts)) {
    const parsed = z.safeParse(giftLookSchema, value);
    if (parsed.success) looks[key] = parsed.data;
  }
  return looks;
}

/**
 * `additional-gifts`: gifts the operator shows beside the platform's (feature gifts), for this player: those
 * without `groups`, or with one of the player's groups.
 */
export function additionalGifts(document: unknown, playerGroups: readonly number[]): AdditionalGift[] {
  const list = (document as { gifts?: unknown } | null)?.gifts;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = z.safeParse(additionalGiftSchema, entry);
    if (!parsed.success) return [];
    const { groups } = parsed.data;
    return !groups?.length || groups.some((g) => playerGroups.includes(g)) ? [parsed.data] : [];
  });
}

