import { phoenixFrameSchema, type PhoenixFrame } from '../../schemas/wire/realtime';

/**
 * Phoenix Channels v2 JSON serializer: every frame is `[join_ref, ref, topic, event, payload]`. Replies echo
 * the request's refs; server pushes carry the channel's join_ref and a null ref.
 */
export function decodeFrame(data: unknown): PhoenixFrame | null {
  if (typeof data !== 'string' || data.length > 65_536) return null;
  try {
    const parsed = phoenixFrameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function replyFrame(request: PhoenixFrame, status: 'ok' | 'error', response: Record<string, unknown> = {}): string {
  const [joinRef, ref, topic] = request;
  return JSON.stringify([joinRef, ref, topic, 'phx_reply', { status, response }]);
}

export function pushFrame(joinRef: string | null, topic: string, event: string, payload: unknown): string {
  return JSON.stringify([joinRef, null, topic, event, payload ?? {}]);
}
