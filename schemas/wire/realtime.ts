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
 * schemas/wire/promotions.ts); a private channel is
 * `{name}:{playerId}` (e.g. `balance:42`, `payments_changes:42`). A private join needs `{user, token}` from
 * `GET /api/player/settings` (socket block) in the join payload or in the socket params, and `user` must be
 * the player id of the topic. Each push on a channel uses the channel's name as its event name, unless the
 * emitting module chooses another (the event of `ctx.events.emit` is pushed as is).
 */
export const PUBLIC_CHANNELS = ['wins', 'jackpots_changes', 'tournaments'] as const;
export const PRIVATE_CHANNELS = [
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'groups_updates',
  'jackpot_win_award',
  'personal_notifications',
  'tournament_notifications',
  'payments_changes',
  'balance',
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

/** One protocol frame: `[join_ref, ref, topic, event, payload]`. */
export const phoenixFrameSchema = z.tuple([
  z.nullable(z.string()),
  z.nullable(z.string()),
  z.string(),
  z.string(),
  z.record(z.string(), z.unknown()),
]);
export type PhoenixFrame = z.infer<typeof phoenixFrameSchema>;
