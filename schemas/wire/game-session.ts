import * as z from 'zod/mini';
import { cents, currencyCode } from './common';

/**
 * POST /api/games/{provider}/{slug}/session: starts a game session and answers the URL the client frames.
 * `real` needs a signed-in player and a game with an id for `currency` (default: the active wallet);
 * `demo` needs `has_demo_mode` and plays with session play money (currency FUN).
 */
export const gameSessionRequestSchema = z.object({
  mode: z.enum(['real', 'demo']),
  currency: z.optional(currencyCode),
});
export type GameSessionRequest = z.infer<typeof gameSessionRequestSchema>;

export const gameSessionResponseSchema = z.object({
  url: z.string(),
  session_id: z.string(),
  mode: z.enum(['real', 'demo']),
  currency: currencyCode,
});
export type GameSessionResponse = z.infer<typeof gameSessionResponseSchema>;

/**
 * Slot stakes are whole line bets of the game's family: multiples of its line count (10 or 20), checked by the
 * platform per game (422 `bet_cents: ['must be a multiple of N']`). SLOT_STAKE_STEP is a stake every family
 * plays (free-spin packs are issued in it).
 */
export const SLOT_STAKE_STEP = 20;
export const SLOT_MIN_BET_CENTS = 10;
export const SLOT_MAX_BET_CENTS = 10_000_000;

/** POST /game-studio/{sessionId}/spin (a slot session). */
export const spinRequestSchema = z.object({
  bet_cents: z.int().check(z.minimum(SLOT_MIN_BET_CENTS), z.maximum(SLOT_MAX_BET_CENTS)),
});
export type SpinRequest = z.infer<typeof spinRequestSchema>;

/** The studio's symbol alphabet (platform/modules/game-studio/engines/slot-family.ts); every family draws from it. */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven', 'diamond', 'wild', 'scatter'] as const;
export const slotSymbolSchema = z.enum(SLOT_SYMBOLS);
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

export const lineWinSchema = z.object({
  /** Index into the family's paylines. */
  line: z.int(),
  symbol: slotSymbolSchema,
  count: z.int(),
  win_cents: cents,
});

/** One free spin of the feature: its window, wins and the free spins it added (retrigger). */
export const freeSpinSchema = z.object({
  reels: z.array(z.array(slotSymbolSchema)),
  wins: z.array(lineWinSchema),
  scatters: z.int(),
  scatter_win_cents: cents,
  free_spins_awarded: z.int(),
  multiplier: z.int(),
  win_cents: cents,
});

export const spinResponseSchema = z.object({
  round_id: z.int(),
  mode: z.enum(['real', 'demo']),
  currency: currencyCode,
  /** The round's stake; `win_cents` is everything it paid: the paid spin and all its free spins. */
  bet_cents: cents,
  win_cents: cents,
  /** Balance after the round: the wallet's real plus bonus money (real) or the session's play money (demo). */
  balance_cents: cents,
  /** Five reels, each three symbols top to bottom, of the paid spin. */
  reels: z.array(z.array(slotSymbolSchema)),
  /** Line wins of the paid spin. */
  wins: z.array(lineWinSchema),
  /** Reference platform extensions (the game studio): the family, the paid spin's scatters and the free spins it started. */
  family: z.optional(z.string()),
  scatters: z.optional(z.int()),
  scatter_win_cents: z.optional(cents),
  free_spins_awarded: z.optional(z.int()),
  free_spins: z.optional(z.array(freeSpinSchema)),
  /**
   * Reference platform extension: the round was a free spin of a free-spin pack (played at the pack's stake,
   * `bet_cents`; the request's bet is ignored), and how many free spins of that pack are left after it.
   */
  free_round: z.optional(z.boolean()),
  freespins_left: z.optional(z.int()),
});
export type SpinResponse = z.infer<typeof spinResponseSchema>;
