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

/** Bets are a whole number of line bets over the slot's 10 lines, hence multiples of 10. */
export const SLOT_LINES = 10;
export const SLOT_MIN_BET_CENTS = 10;
export const SLOT_MAX_BET_CENTS = 10_000_000;

/** POST /demo-slot/{sessionId}/spin. */
export const spinRequestSchema = z.object({
  bet_cents: z
    .int()
    .check(
      z.minimum(SLOT_MIN_BET_CENTS),
      z.maximum(SLOT_MAX_BET_CENTS),
      z.refine((n) => n % SLOT_LINES === 0, { message: `must be a multiple of ${SLOT_LINES}` }),
    ),
});
export type SpinRequest = z.infer<typeof spinRequestSchema>;

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven', 'diamond'] as const;
export const slotSymbolSchema = z.enum(SLOT_SYMBOLS);
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

export const lineWinSchema = z.object({
  /** Index into the slot's paylines. */
  line: z.int(),
  symbol: slotSymbolSchema,
  count: z.int(),
  win_cents: cents,
});

export const spinResponseSchema = z.object({
  round_id: z.int(),
  mode: z.enum(['real', 'demo']),
  currency: currencyCode,
  bet_cents: cents,
  win_cents: cents,
  /** Balance after the round: the wallet's real plus bonus money (real) or the session's play money (demo). */
  balance_cents: cents,
  /** Five reels, each three symbols top to bottom. */
  reels: z.array(z.array(slotSymbolSchema)),
  wins: z.array(lineWinSchema),
  /**
   * Reference platform extension: the round was a free spin of a free-spin pack (played at the pack's stake,
   * `bet_cents`; the request's bet is ignored), and how many free spins of that pack are left after it.
   */
  free_round: z.optional(z.boolean()),
  freespins_left: z.optional(z.int()),
});
export type SpinResponse = z.infer<typeof spinResponseSchema>;
