import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { perCurrencyCentsSchema } from './lootboxes';
import { orNull, wireFlag, wireInt, wireText } from './tolerant';

/**
 * The adventure calendar on the wire (issue 16 part 5; spec part 2 §3 "Adventure day", §7 fe-config):
 *
 * - `GET /api/fe/config/vip-adventures`: the calendar operators write (JSON Schema in schemas/feconfig/vip.schema.ts,
 *   checked at platform start): its days with step/total, prize and conditions. Read tolerantly, a day at a time.
 * - `GET /api/player/adventure`: the signed-in player's progress per day, computed by the platform's `adventures`
 *   module from their real deposits and bets (platform/modules/adventures/README.md). Merged with the document by
 *   `step` on the client.
 * - `main-widget-config` and `manage-promotion-pages`: who sees the bookmark and the activity hub.
 *
 * `resolveAdventureDates` is the one rule, shared by the platform and the client, that gives a day/month a year.
 */

/** Reads a list item by item: entries that do not parse are skipped, a missing list is empty. */
function itemsOf<T extends $ZodType>(item: T) {
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

const groupIdsSchema = z.catch(
  z.pipe(z.nullish(z.array(z.unknown())), z.transform((list) => (list ?? []).filter((g): g is number => Number.isInteger(g)))),
  [],
);

/** Per-currency display texts (`{EUR: '€25'}`), used to fill `{name}` in a prize's bonus key. */
const perCurrencyTextSchema = z.catch(
  z.pipe(
    z.nullish(z.record(z.string(), z.unknown())),
    // Per currency a text, or an amount in minor units (formatted by the client in the player's locale).
    z.transform((map) => Object.fromEntries(Object.entries(map ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || (typeof e[1] === 'number' && Number.isInteger(e[1]))))),
  ),
  {},
);

/** One day of the calendar as configured (spec §3: day, month, step, stepTotal, isSuperPrize, prize, condition, variables). */
export const adventureDayConfigSchema = z.object({
  day: wireInt.check(z.gte(1), z.lte(31)),
  month: wireInt.check(z.gte(1), z.lte(12)),
  step: wireInt.check(z.gte(1)),
  stepTotal: wireInt.check(z.gte(1)),
  isSuperPrize: wireFlag,
  prize: z.catch(z.object({ bonus: orNull(z.string()), fs: orNull(wireInt) }), { bonus: null, fs: null }),
  condition: z.catch(
    z.object({ minDep: perCurrencyCentsSchema, wager: orNull(wireInt), periodActivationDays: orNull(wireInt) }),
    { minDep: {}, wager: null, periodActivationDays: null },
  ),
  variables: z.catch(
    z.pipe(
      z.nullish(z.record(z.string(), z.unknown())),
      z.transform((map) =>
        Object.fromEntries(Object.entries(map ?? {}).map(([name, value]) => [name, z.safeParse(perCurrencyTextSchema, value).data ?? {}] as const)),
      ),
    ),
    {},
  ),
});
export type AdventureDayConfig = z.output<typeof adventureDayConfigSchema>;

/** `vip-adventures`: the calendar, for the groups it names (empty: everyone). Days in calendar order. */
export const vipAdventuresDocumentSchema = z.object({
  enabled: wireFlag,
  title: wireText,
  groups: groupIdsSchema,
  days: itemsOf(adventureDayConfigSchema),
});
export type VipAdventuresDocument = z.output<typeof vipAdventuresDocumentSchema>;

/** The player's standing on one day (`GET /api/player/adventure`), by `step`. Amounts in the answer's currency. */
export const adventureDayProgressSchema = z.object({
  step: wireInt,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  completed: wireFlag,
  deposit_cents: z._default(wireInt, 0),
  deposit_target_cents: z._default(wireInt, 0),
  wager_cents: z._default(wireInt, 0),
  wager_target_cents: z._default(wireInt, 0),
  active_days: z._default(wireInt, 0),
  active_days_target: z._default(wireInt, 0),
});
export type AdventureDayProgress = z.output<typeof adventureDayProgressSchema>;

export const adventureProgressSchema = z.object({
  /** `null`: no adventure runs for this player (switched off, not their groups, no days). */
  adventure: orNull(
    z.object({
      key: z.string(),
      title: wireText,
      /** The platform's day (UTC), `YYYY-MM-DD`: what "today" is on the calendar. */
      today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      currency: z.string(),
    }),
  ),
  days: itemsOf(adventureDayProgressSchema),
});
export type AdventureProgress = z.output<typeof adventureProgressSchema>;

/** `main-widget-config`: the floating bookmarks, each with who may see it. */
export const mainWidgetConfigDocumentSchema = z.object({
  widgets: itemsOf(
    z.object({
      id: z.string(),
      enabled: wireFlag,
      order: z._default(wireInt, 0),
      link: wireText,
      icon: orNull(z.string()),
      groups: groupIdsSchema,
      testersOnly: wireFlag,
    }),
  ),
});
export type MainWidgetConfigDocument = z.output<typeof mainWidgetConfigDocumentSchema>;

/** `manage-promotion-pages`: tester groups see every page; others per slug (enabled, groups). */
export const managePromotionPagesDocumentSchema = z.object({
  testerGroups: groupIdsSchema,
  pages: itemsOf(z.object({ slug: z.string(), enabled: wireFlag, groups: groupIdsSchema })),
});
export type ManagePromotionPagesDocument = z.output<typeof managePromotionPagesDocumentSchema>;

// ——— dates (no zod: the platform's module and the client's rules share it) ———

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a moment, in UTC: the adventure's days are UTC days on the platform and on the calendar. */
export const utcDay = (at: Date): string => `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;

/**
 * The full dates of configured days that name only day and month (spec §3): each gets the year that puts it
 * nearest to `today` (within half a year), so a calendar running over New Year reads December then January.
 */
export function resolveAdventureDates(days: readonly { day: number; month: number }[], today: string): string[] {
  const now = Date.parse(`${today}T00:00:00Z`);
  const year = Number(today.slice(0, 4));
  return days.map(({ day, month }) => {
    let best = '';
    let bestDistance = Infinity;
    for (const candidate of [year - 1, year, year + 1]) {
      const date = `${candidate}-${pad(month)}-${pad(day)}`;
      const distance = Math.abs(Date.parse(`${date}T00:00:00Z`) - now);
      if (distance < bestDistance) [best, bestDistance] = [date, distance];
    }
    return best;
  });
}

/** Days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
