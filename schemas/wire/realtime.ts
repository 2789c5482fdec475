import * as z from 'zod/mini';
import { paymentSchema } from './money';
import { accountSchema } from './player';
import { currencyCode, isoDate } from './common';
import { wireInt, wireText } from './tolerant';

/**
 * The platform's real-time socket speaks the Phoenix Channels v2 JSON protocol at `/socket/websocket`
 * (the phoenix client is given `/socket` and appends `/websocket`, with `vsn=2.0.0` and its params as query).
 *
 * Topics: a public channel is its bare name (`wins`, `jackpots_changes`, `tournaments`: event `leaderboard`,
 * schemas/wire/promotions.ts; the game studio's shared tables: `crash`, event `crash`, and `live_tables`, event
 * `live_round`, below); a private channel is
 * `{name}:{playerId}` (e.g. `balance:42`, `payments_changes:42`). A private join needs `{user, token}` from
 * `GET /api/player/settings` (socket block) in the join payload or in the socket params, and `user` must be
 * the player id of the topic. Each push on a channel uses the channel's name as its event name, unless the
 * emitting module chooses another (the event of `ctx.events.emit` is pushed as is).
 */
export const PUBLIC_CHANNELS = ['wins', 'jackpots_changes', 'tournaments', 'crash', 'live_tables'] as const;
export const PRIVATE_CHANNELS = [
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  // The player's quest progress (schemas/wire/quests.ts `questStatusSchema`), like tournaments_statuses.
  'quests_statuses',
  'groups_updates',
  'jackpot_win_award',
  'personal_notifications',
  'tournament_notifications',
  'payments_changes',
  'balance',
  // The player's support chat (schemas/wire/support.ts `chatPushSchema`): replies of both chat backends.
  'support_chat',
] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];

export const privateTopic = (channel: PrivateChannel, playerId: number | string) => `${channel}:${playerId}`;

/** Join payload (or socket params) of a private channel. */
export const privateJoinSchema = z.object({ user: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), token: z.string() });

/**
 * Event payloads are read like responses (README.md in this folder): the tolerant wire schemas of the
 * objects they carry, so a platform's nulls, numeric strings and newer enum values never drop an event.
 */

/** `balance` event on `balance:{playerId}`: the account that changed (`accountSchema`, tolerant). */
export const balanceEventSchema = accountSchema;
export type BalanceEvent = z.output<typeof balanceEventSchema>;

/**
 * `payments_changes` event on `payments_changes:{playerId}`: the payment as GET /api/player/payments lists
 * it (`paymentSchema`: a state newer than this client arrives as `'other'`).
 */
export const paymentsChangesEventSchema = paymentSchema;
export type PaymentsChangesEvent = z.output<typeof paymentsChangesEventSchema>;

/** `wins` event on `wins`: a recent win for the lobby ticker (public: nickname only, never the player id). */
export const winEventSchema = z.object({
  game_identifier: z.string().check(z.minLength(1)),
  game_title: wireText,
  nickname: wireText,
  currency: currencyCode,
  amount_cents: wireInt,
  created_at: isoDate,
});
export type WinEvent = z.output<typeof winEventSchema>;

/**
 * `crash` event on `crash`: a crash game's shared round (reference platform, game studio), pushed when bets open,
 * about twice a second while the rocket flies, and when it exploded. Multipliers in hundredths (250 = 2.50×),
 * times in epoch ms of the platform clock (`server_time`: when it was pushed). `seed` and `crash_point` only
 * once it crashed; `seed_hash` (sha256 of the seed) from the start.
 */
export const crashRoundEventSchema = z.object({
  game: z.string(),
  round_id: wireInt,
  phase: z.string(),
  seed_hash: wireText,
  opens_at: wireInt,
  launch_at: wireInt,
  multiplier: wireInt,
  crash_point: z.nullish(wireInt),
  crashed_at: z.nullish(wireInt),
  seed: z.nullish(z.string()),
  next_opens_at: z.nullish(wireInt),
  server_time: wireInt,
});
export type CrashRoundEvent = z.output<typeof crashRoundEventSchema>;

/**
 * `live_round` event on `live_tables`: a live table's round (reference platform, game studio) when its bets open
 * (with `seed_hash`) and when the wheel stopped (`number`, `color`, the revealed `seed`). `table_id` is the game's
 * identifier: a page keeps the events of its own table.
 */
export const liveRoundEventSchema = z.object({
  table_id: z.string(),
  round_id: wireInt,
  phase: z.string(),
  starts_at: wireInt,
  betting_ends_at: wireInt,
  ends_at: wireInt,
  seed_hash: wireText,
  number: z.nullish(wireInt),
  color: z.nullish(z.string()),
  seed: z.nullish(z.string()),
  server_time: wireInt,
});
export type LiveRoundEvent = z.output<typeof liveRoundEventSchema>;

/** One protocol frame: `[join_ref, ref, topic, event, payload]`. */
export const phoenixFrameSchema = z.tuple([
  z.nullable(z.string()),
  z.nullable(z.string()),
  z.string(),
  z.string(),
  z.record(z.string(), z.unknown()),
]);
export type PhoenixFrame = z.infer<typeof phoenixFrameSchema>;
