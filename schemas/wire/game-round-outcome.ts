import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { parseItems } from './list-items';
import { openEnum, orNull, wireInt, wireNumber, wireText } from './tolerant';
import type { GameKind } from './game-history';

/**
 * What a round showed, read from the `outcome` of GET /api/player/games_history/{bet_id} (game-history.ts)
 * by the round's `kind`. Reference platform extension: another platform may send nothing or other fields,
 * so everything here is tolerant (README.md): lists are read item by item, a missing value is `null`, and an
 * outcome that says nothing the screen can show reads as `{ kind: 'other' }` (a neutral line, never a failure).
 */

/** A list read item by item: not a list → empty, an odd entry → left out. */
function tolerantList<S extends $ZodType>(item: S) {
  return z.catch(
    z.pipe(
      z.nullish(z.array(z.unknown())),
      z.transform((entries): output<S>[] => parseItems(entries ?? [], item)),
    ),
    [],
  );
}

/** `window[reel][row]` of symbol ids; anything but a list of string lists reads as no reels. */
const reelsSchema = z.catch(
  z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((reels) => (reels ?? []).filter((reel): reel is unknown[] => Array.isArray(reel)).map((reel) => reel.map((s) => (typeof s === 'string' ? s : '?')))),
  ),
  [],
);
const cents = z._default(z.catch(wireInt, 0), 0);

const slotWinSchema = z.object({ line: orNull(wireInt), symbol: wireText, count: orNull(wireInt), win_cents: cents });
const slotSpinSchema = z.object({
  reels: reelsSchema,
  wins: tolerantList(slotWinSchema),
  scatters: orNull(wireInt),
  scatter_win_cents: cents,
  free_spins_awarded: orNull(wireInt),
  multiplier: orNull(wireNumber),
  win_cents: orNull(wireInt),
});
export type SlotSpinView = z.output<typeof slotSpinSchema>;

const slotSchema = z.object({
  ...slotSpinSchema.shape,
  /** The free spins the paid spin led to (the reference platform sends each spin; a count is read as such). */
  free_spins: z.catch(
    z.pipe(
      z.nullish(z.union([z.array(z.unknown()), z.number()])),
      z.transform((value) => (Array.isArray(value) ? { spins: parseItems(value, slotSpinSchema), count: value.length } : { spins: [], count: typeof value === 'number' ? value : 0 })),
    ),
    { spins: [], count: 0 },
  ),
});

export const ROULETTE_COLORS = ['red', 'black', 'green'] as const;
const rouletteBetSchema = z.object({
  kind: wireText,
  numbers: z.catch(z.pipe(z.nullish(z.array(z.unknown())), z.transform((list) => (list ?? []).filter((n): n is number => typeof n === 'number'))), []),
  index: orNull(wireInt),
  amount_cents: cents,
  win_cents: cents,
});
export type RouletteBetView = z.output<typeof rouletteBetSchema>;
const rouletteSchema = z.object({
  number: orNull(wireInt),
  color: orNull(openEnum(ROULETTE_COLORS)),
  bets: tolerantList(rouletteBetSchema),
});
const liveRouletteSchema = z.object({
  ...rouletteSchema.shape,
  round_id: orNull(z.union([z.string(), z.number()])),
  seed_hash: orNull(z.string()),
  seed: orNull(z.string()),
});

export const HAND_RESULTS = ['blackjack', 'win', 'push', 'lose'] as const;
const cardsSchema = z.catch(z.pipe(z.nullish(z.array(z.unknown())), z.transform((list) => (list ?? []).filter((c): c is string => typeof c === 'string'))), []);
const handSchema = z.object({
  cards: cardsSchema,
  total: orNull(wireInt),
  bet_cents: cents,
  win_cents: cents,
  /** `null` while the hand is in play. */
  result: orNull(openEnum(HAND_RESULTS)),
  doubled: z._default(z.catch(z.boolean(), false), false),
  split: z._default(z.catch(z.boolean(), false), false),
});
export type BlackjackHandView = z.output<typeof handSchema>;
const blackjackSchema = z.object({
  dealer: z._default(z.catch(z.object({ cards: cardsSchema, total: orNull(wireInt) }), { cards: [], total: null }), { cards: [], total: null }),
  hands: tolerantList(handSchema),
});

/** Multipliers as decimals (`2.47` for 2.47×); the crash point and the seed only once the rocket exploded. */
const crashSchema = z.object({
  round_id: orNull(z.union([z.string(), z.number()])),
  crash_point: orNull(wireNumber),
  cashed_out_at: orNull(wireNumber),
  auto_cash_out: orNull(wireNumber),
  seed_hash: orNull(z.string()),
  seed: orNull(z.string()),
});

export type RoundOutcome =
  | ({ kind: 'slot' } & z.output<typeof slotSchema>)
  | ({ kind: 'roulette' } & z.output<typeof rouletteSchema>)
  | ({ kind: 'live-roulette' } & z.output<typeof liveRouletteSchema>)
  | ({ kind: 'blackjack' } & z.output<typeof blackjackSchema>)
  | ({ kind: 'crash' } & z.output<typeof crashSchema>)
  | { kind: 'other' };

/** An outcome of `kind` as the detail view shows it; `{kind: 'other'}` when it holds nothing to show. */
export function readRoundOutcome(kind: GameKind | null, outcome: Readonly<Record<string, unknown>>): RoundOutcome {
  const read = <S extends $ZodType>(schema: S) => {
    const parsed = z.safeParse(schema, outcome);
    return parsed.success ? (parsed.data as output<S>) : null;
  };
  switch (kind) {
    case 'slot': {
      const slot = read(slotSchema);
      return slot && slot.reels.length > 0 ? { kind, ...slot } : { kind: 'other' };
    }
    case 'roulette': {
      const roulette = read(rouletteSchema);
      return roulette && (roulette.number !== null || roulette.bets.length > 0) ? { kind, ...roulette } : { kind: 'other' };
    }
    case 'live-roulette': {
      const live = read(liveRouletteSchema);
      return live && (live.number !== null || live.bets.length > 0 || live.round_id !== null) ? { kind, ...live } : { kind: 'other' };
    }
    case 'blackjack': {
      const blackjack = read(blackjackSchema);
      return blackjack && blackjack.hands.length > 0 ? { kind, ...blackjack } : { kind: 'other' };
    }
    case 'crash': {
      const crash = read(crashSchema);
      return crash && (crash.crash_point !== null || crash.seed_hash !== null || crash.cashed_out_at !== null) ? { kind, ...crash } : { kind: 'other' };
    }
    default:
      return { kind: 'other' };
  }
}
