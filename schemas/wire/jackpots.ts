import * as z from 'zod/mini';
import { currencyCode, isoDate } from './common';
import { jackpotLevelSchema, jackpotSchema, jackpotWinSchema } from './games';
import { openEnum, orNull, wireFlag, wireInt, wireStrings, wireText } from './tolerant';

/**
 * Jackpots (WIRE.md "Promotions", spec part 2 §3, issue 17): the list and winners calls, read tolerantly (README.md
 * in this folder), and the real-time events of the jackpots module. The shapes extend the catalogue-era schemas of
 * `games.ts` (same fields), loosened where a platform of the family may send strings, nulls or newer states.
 */

/** One level of a jackpot: its pool now, in the list's `currency`. */
export const jackpotLevelEntrySchema = z.extend(jackpotLevelSchema, {
  id: wireInt,
  index: wireInt,
  identifier: wireText,
  amount_cents: wireInt,
});

/**
 * `GET /api/jackpots?currency=` entry: amounts in `currency` (the asked one when the platform can show it). `mystic`
 * (reference platform) marks a jackpot with its own page at `/{identifier}`; absent: not mystic.
 */
export const jackpotEntrySchema = z.extend(jackpotSchema, {
  id: wireInt,
  identifier: z.string().check(z.minLength(1)),
  state: openEnum(['active', 'paused', 'finished']),
  mystic: wireFlag,
  allowed_currencies: wireStrings,
  games: wireStrings,
  levels: z.array(jackpotLevelEntrySchema),
});
export type JackpotEntry = z.output<typeof jackpotEntrySchema>;
export type WireJackpot = z.input<typeof jackpotEntrySchema>;

/** `GET /api/jackpot_wins?limit=&sort=latest|biggest&jackpot=` entry; the client masks `user_name`. */
export const jackpotWinnerSchema = z.extend(jackpotWinSchema, {
  jackpot_original_amount_cents: wireInt,
  amount_cents: wireInt,
  jackpot_level_name: wireText,
  /** Reference platform: which jackpot it was won in (absent on other platforms). */
  jackpot_identifier: orNull(z.string()),
});
export type JackpotWinner = z.output<typeof jackpotWinnerSchema>;
export type WireJackpotWinner = z.input<typeof jackpotWinnerSchema>;

/**
 * `jackpots_changes` event (public): one jackpot's levels now, `amount_cents` in the jackpot's `currency` and
 * `amounts` per allowed currency (each client shows its player's), pushed at most about once a second.
 */
export const jackpotChangesEventSchema = z.object({
  id: wireInt,
  identifier: wireText,
  state: openEnum(['active', 'paused', 'finished']),
  currency: currencyCode,
  levels: z.array(
    z.object({
      id: wireInt,
      amount_cents: wireInt,
      amounts: z._default(z.record(z.string(), wireInt), {}),
    }),
  ),
  server_time: orNull(isoDate),
});
export type JackpotChangesEvent = z.output<typeof jackpotChangesEventSchema>;
export type WireJackpotChanges = z.input<typeof jackpotChangesEventSchema>;

/** `jackpot_win_award` event on `jackpot_win_award:{playerId}`: the player won a level, already credited. */
export const jackpotAwardEventSchema = z.object({
  id: wireInt,
  jackpot_id: wireInt,
  jackpot_identifier: wireText,
  jackpot_name: wireText,
  level_name: wireText,
  amount_cents: wireInt,
  currency: currencyCode,
  original_amount_cents: orNull(wireInt),
  original_currency: orNull(currencyCode),
  game_identifier: orNull(z.string()),
  created_at: isoDate,
});
export type JackpotAwardEvent = z.input<typeof jackpotAwardEventSchema>;
export type JackpotAward = z.output<typeof jackpotAwardEventSchema>;

/**
 * `wins` event as the jackpots module sends it for a drop: the common win (schemas/wire/realtime.ts
 * `winEventSchema`) plus the jackpot and level, which a feed may show; other wins carry neither.
 */
export const jackpotWinFields = {
  jackpot_identifier: orNull(z.string()),
  jackpot_level_name: orNull(z.string()),
};
