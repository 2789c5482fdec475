import * as z from 'zod/mini';
import { currencyCode, isoDate } from './common';
import { orNull, wireInt } from './tolerant';

/**
 * The reality check (issue 13 item 1): `GET /api/player/reality_check` and `PUT /api/player/reality_check`.
 *
 * The player chooses how often a game is paused to show the session's figures. The platform keeps the choice and
 * the figures of the sign-in session (the session cookie's session: it holds across tabs and reloads) and
 * computes when the next check is due from the session's start and the interval, so every tab agrees.
 *
 * - `interval_minutes`: 0 is off; `null`: the player never chose (the client applies the site's or licence's default).
 * - `next_due_at`: when the next check is due (in the past: due now, not yet acknowledged); `null` while off.
 * - `server_time`: the platform's clock at the answer, so a client with a wrong clock still waits the right time.
 * - `totals`: real-money play settled since the session started, per currency (demo and free rounds are not money).
 *
 * PUT `{interval_minutes?, acknowledge?}` (at least one): sets the interval, and/or marks the due check as seen
 * ("continue"), which moves `next_due_at` to the next step of the session's grid. Answers the same object.
 */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export const realityCheckIntervalSchema = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);

/** Strict (request side): what the player may send. */
export const realityCheckUpdateSchema = z
  .object({
    interval_minutes: z.optional(realityCheckIntervalSchema),
    acknowledge: z.optional(z.literal(true)),
  })
  .check(z.refine((body) => body.interval_minutes !== undefined || body.acknowledge === true, { message: 'Nothing to change' }));
export type RealityCheckUpdate = z.infer<typeof realityCheckUpdateSchema>;

/** One currency's play in the session: bets and wins in minor units, `net_cents` = wins − bets (negative: a loss). */
export const realityCheckTotalSchema = z.object({
  currency: currencyCode,
  bet_cents: z.catch(wireInt, 0),
  win_cents: z.catch(wireInt, 0),
  net_cents: z.catch(wireInt, 0),
  rounds: z.catch(wireInt, 0),
});
export type RealityCheckTotal = z.infer<typeof realityCheckTotalSchema>;

/** Tolerant reader (README.md in this folder): an unknown interval reads as "never chose", a bad total is dropped. */
export const realityCheckSchema = z.object({
  interval_minutes: orNull(realityCheckIntervalSchema),
  session_started_at: isoDate,
  next_due_at: orNull(isoDate),
  server_time: isoDate,
  played_seconds: z.catch(wireInt, 0),
  totals: z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((list) => list.flatMap((entry) => {
        const parsed = z.safeParse(realityCheckTotalSchema, entry);
        return parsed.success ? [parsed.data] : [];
      })),
    ),
    [],
  ),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;
