import * as z from 'zod/mini';
import { currencyCode, isoDate } from './common';
import { openEnum, orNull, wireId, wireInt, wireText } from './tolerant';

/**
 * The player's bet history (issue 21; the platform family's game-history shape, WIRE.md style): one entry per
 * round (`bet_id`), amounts in integer minor units of its `currency`. Tolerant readers (README.md in this folder);
 * fields marked "reference platform extension" may be missing on another platform, and the screen then shows less.
 */

/** A round's state: settled rounds are `finished`; a blackjack hand or a crash bet in play is `pending`. */
export const BET_STATUSES = ['finished', 'pending', 'canceled'] as const;

/** The engine that played a round (reference platform extension). */
export const GAME_KINDS = ['slot', 'roulette', 'blackjack', 'crash', 'live-roulette'] as const;
export type GameKind = (typeof GAME_KINDS)[number] | 'other';

export const betHistoryEntrySchema = z.object({
  bet_id: wireId,
  bet_status: openEnum(BET_STATUSES),
  created_at: isoDate,
  finished_at: orNull(isoDate),
  currency: currencyCode,
  /** Provider identifier (`indigo-lantern`); `provider_title` is its display name when sent. */
  provider: wireText,
  /** Game identifier (`indigo-lantern/pirates-kingdom`) and title. */
  game: z.string(),
  title: wireText,
  total_bets: z._default(wireInt, 0),
  total_wins: z._default(wireInt, 0),
  /** What the round lost the player (bets − wins when positive, else 0), as the family sends it. */
  total_losses: z._default(wireInt, 0),
  /** Reference platform extensions. */
  provider_title: orNull(z.string()),
  mode: orNull(openEnum(['real', 'demo'] as const)),
  kind: orNull(openEnum(GAME_KINDS)),
  /** Real and bonus balance after the round settled (the account's shown balance). */
  balance_after_cents: orNull(wireInt),
  /** Of `total_bets`, what bonus money paid and whether it was a free spin. */
  bonus_bets: z._default(wireInt, 0),
  free_round: z._default(z.catch(z.boolean(), false), false),
});
export type BetHistoryEntry = z.output<typeof betHistoryEntrySchema>;
export type WireBetHistoryEntry = z.input<typeof betHistoryEntrySchema>;

/** The period's sums per currency (a player may play in several wallets). */
export const betHistoryTotalsSchema = z.object({
  currency: currencyCode,
  rounds: z._default(wireInt, 0),
  total_bets: z._default(wireInt, 0),
  total_wins: z._default(wireInt, 0),
});
export type BetHistoryTotals = z.output<typeof betHistoryTotalsSchema>;

/**
 * GET /api/player/games_history?from=ISO&to=ISO&game=IDENTIFIER&page=1&per_page=20 (all optional; `from`/`to`
 * bound `created_at`, `to` exclusive). Answers an envelope: `data` read item by item (`http.parseItems`), paging,
 * and the totals of the whole filtered period (not only the page).
 */
export const betHistoryPageSchema = z.object({
  data: z.array(z.unknown()),
  page: z._default(wireInt, 1),
  per_page: z._default(wireInt, 20),
  total_count: z._default(wireInt, 0),
  totals: z._default(z.array(betHistoryTotalsSchema), []),
});
export const BET_HISTORY_MAX_PER_PAGE = 100;

/** Request query, checked strictly by the platform (422 `{errors:{field:[code]}}` on a bad value). */
export const betHistoryQuerySchema = z.object({
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  game: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  per_page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BET_HISTORY_MAX_PER_PAGE))),
});

/**
 * GET /api/player/games_history/{bet_id}: one round with what it showed (reference platform extension). `outcome`
 * depends on `kind`: slot `{reels: string[][], wins: {line?, symbol, count, win_cents}[], free_spins?}`, roulette
 * `{number, color, bets: {kind, numbers?, index?, amount_cents, win_cents}[]}`, blackjack
 * `{dealer: {cards, total}, hands: {cards, total, bet_cents, win_cents, result}[]}`, crash
 * `{crash_point, cashed_out_at: number|null, seed_hash, seed}`, live roulette `{round_id, number, color, bets}`.
 * The client shows known kinds and a neutral line for others.
 */
export const betDetailSchema = z.object({
  entry: betHistoryEntrySchema,
  outcome: z._default(z.record(z.string(), z.unknown()), {}),
});
export type BetDetail = z.output<typeof betDetailSchema>;
