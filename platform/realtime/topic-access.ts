import { PRIVATE_CHANNELS, PUBLIC_CHANNELS, privateJoinSchema } from '../../schemas/wire/realtime';
import { socketTokenSession } from '../auth/socket-token';
import type { Db } from '../db/database';

/** A private join carries the player and the session its token was issued in (checked again on every push). */
export type JoinDecision = { ok: true; session?: { playerId: number; ref: string } } | { ok: false; reason: 'unauthorized' | 'unmatched topic' };

const PRIVATE_TOPIC = /^([a-z_]+):(\d{1,15})$/;

/**
 * Public channels are open to anyone. A private topic `{channel}:{playerId}` is open only to a socket
 * that proves it is that player: `{user, token}` from the join payload, else from the socket params.
 */
export function decideJoin(db: Db, topic: string, joinPayload: Record<string, unknown>, socketParams: Record<string, string>): JoinDecision {
  if ((PUBLIC_CHANNELS as readonly string[]).includes(topic)) return { ok: true };
  const match = PRIVATE_TOPIC.exec(topic);
  if (!match || !(PRIVATE_CHANNELS as readonly string[]).includes(match[1]!)) return { ok: false, reason: 'unmatched topic' };
  const playerId = Number(match[2]);
  const credentials = privateJoinSchema.safeParse(joinPayload.token !== undefined ? joinPayload : socketParams);
  if (!credentials.success || credentials.data.user !== String(playerId)) return { ok: false, reason: 'unauthorized' };
  const ref = socketTokenSession(db, playerId, credentials.data.token);
  return ref ? { ok: true, session: { playerId, ref } } : { ok: false, reason: 'unauthorized' };
}

/** The topic an event of `ctx.events` is pushed on. */
export function topicOfEvent(event: { scope: 'private'; playerId: number; channel: string } | { scope: 'public'; channel: string }): string {
  return event.scope === 'private' ? `${event.channel}:${event.playerId}` : event.channel;
}
