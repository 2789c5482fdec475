import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { DEFAULT_QUEST_SIZE, QUEST_SIZES, type QuestSize } from '../../config/quest-levels';
import { currencyCode, isoDate } from './common';
import { openEnum, orNull, wireFlag, wireId, wireInt, wireText } from './tolerant';

/**
 * Quests (spec part 2 §2–§4, §9; issue 12). The family sends quests as promotion items (WIRE.md "Promotions": id,
 * title, frontend_identifier, group_ids, start_at, end_at, in_progress, currency); the spec is silent on the rest,
 * so this contract is ours, in the family's style (decided here, written down here):
 *
 * - `GET /api/quests`: the quests a viewer may see, each with its level ladder in the viewer's `currency` (a
 *   player's active wallet, a guest's `?currency=` or EUR): `levels[{level, bet_cents, reward}]`, where `bet_cents`
 *   is the minimum total bet of the level (the first is 0) and `reward` what reaching it gives (null: nothing).
 *   `GET /api/quests/{id}` (id or slug) answers one.
 * - `GET /api/quests/{id}/status` and `GET /api/quests/statuses` (signed-in): the player's total bets in the quest
 *   window in their currency, and the levels reached; also the payload of the private `quests_statuses` channel.
 *
 * Tolerant readers (README.md in this folder). `questSize`, `questSlug` and `isTest` are derived from
 * `frontend_identifier` here (spec §3), never required from the wire.
 */

/** What reaching a level gives. Open: a platform's other kinds show as a neutral "reward". */
export const QUEST_REWARD_TYPES = ['money', 'bonus', 'freespins'] as const;

export const questRewardSchema = z.object({
  type: openEnum(QUEST_REWARD_TYPES),
  /** `money`: cash; `bonus`: a bonus to wager; minor units of the quest's `currency`. */
  amount_cents: z._default(wireInt, 0),
  freespins_count: z._default(wireInt, 0),
  /** A bonus's wagering, times its amount (null: none or not told). */
  wager_multiplier: orNull(wireInt),
});
export type QuestReward = z.output<typeof questRewardSchema>;

export const questLevelSchema = z.object({
  /** 1-based: level 1 is where everyone starts (threshold 0, spec §9). */
  level: wireInt,
  /** The minimum total bet that reaches it, in minor units of the quest's `currency`. */
  bet_cents: wireInt,
  reward: orNull(questRewardSchema),
});
export type QuestLevel = z.output<typeof questLevelSchema>;

/** A nested list read item by item: a malformed entry is skipped, not the quest (README rule 3, inside an object). */
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

/** Spec §3: `{prefix}--{size}--{slug}`; the size after the first double dash (default m), the slug third. */
export function questIdentity(frontendIdentifier: string): { questSize: QuestSize; questSlug: string; isTest: boolean } {
  const [prefix = '', size, slug] = frontendIdentifier.split('--');
  return {
    questSize: (QUEST_SIZES as readonly string[]).includes(size ?? '') ? (size as QuestSize) : DEFAULT_QUEST_SIZE,
    // Without a third segment the whole identifier names the page (`/action/{slug}` still opens it).
    questSlug: slug || frontendIdentifier,
    // Spec §4 "ffc test quests hidden unless a flag is on": a test quest says so in its first segment (`test--xs--…`).
    isTest: /(^|[-_])test([-_]|$)/i.test(prefix),
  };
}

const questWireSchema = z.object({
  id: wireId,
  title: z.string(),
  frontend_identifier: z.string().check(z.minLength(1)),
  description: wireText,
  image: orNull(z.string()),
  /** Visible only to these groups; empty: everyone (spec part 2 §4). */
  group_ids: z._default(z.array(wireInt), []),
  start_at: isoDate,
  end_at: isoDate,
  in_progress: wireFlag,
  currency: currencyCode,
  levels: itemsOf(questLevelSchema),
});

/** GET /api/quests (list) and GET /api/quests/{id}. */
export const questSchema = z.pipe(
  questWireSchema,
  z.transform((quest) => ({
    ...quest,
    // Lowest threshold first, whatever order the platform sent.
    levels: [...quest.levels].sort((a, b) => a.bet_cents - b.bet_cents || a.level - b.level),
    ...questIdentity(quest.frontend_identifier),
  })),
);
export type Quest = z.output<typeof questSchema>;
export type WireQuestLevel = z.input<typeof questLevelSchema>;
/** What a platform writes (`z.input`); the levels typed as the items they are read as. */
export type WireQuest = Omit<z.input<typeof questWireSchema>, 'levels'> & { levels: WireQuestLevel[] };

/** GET /api/quests/{id}/status, GET /api/quests/statuses (list), and the `quests_statuses` event. */
export const questStatusSchema = z.object({
  quest_id: wireId,
  currency: currencyCode,
  /** Counted rounds, and their real-money stakes in minor units of `currency`. */
  bets: z._default(wireInt, 0),
  bet_cents: z._default(wireInt, 0),
  /** The platform's current and next level; the client computes them from the ladder too (`ladderPosition`). */
  level: orNull(wireInt),
  next_level: orNull(wireInt),
  next_level_bet_cents: orNull(wireInt),
  /** Levels whose reward was given. */
  rewarded_levels: itemsOf(wireInt),
});
export type QuestStatus = z.output<typeof questStatusSchema>;
export type WireQuestStatus = Omit<z.input<typeof questStatusSchema>, 'rewarded_levels'> & { rewarded_levels: number[] };

/**
 * Spec part 2 §4, the one rule both sides apply: the current level is the highest whose threshold the total bets
 * reached (an exact hit counts); the next is the one after it. `levels` sorted by threshold, lowest first (the
 * schema sorts; the platform stores them so). No current level while even the first is out of reach.
 */
export function ladderPosition<L extends { bet_cents: number }>(levels: readonly L[], betCents: number): { current: L | null; next: L | null; index: number } {
  let index = -1;
  for (let i = 0; i < levels.length; i += 1) {
    if (betCents >= levels[i]!.bet_cents) index = i;
    else break;
  }
  return { current: index >= 0 ? levels[index]! : null, next: levels[index + 1] ?? null, index };
}
