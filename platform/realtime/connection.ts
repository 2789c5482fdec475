import type WebSocket from 'ws';
import type { PhoenixFrame } from '../../schemas/wire/realtime';
import type { Db } from '../db/database';
import { decodeFrame, pushFrame, replyFrame } from './phoenix-frames';
import { sessionAlive } from '../auth/socket-token';
import { decideJoin } from './topic-access';

/** Who is listening on which topic; owned by one attachRealtime call, never module-level. */
export interface TopicIndex {
  add(topic: string, connection: Connection): void;
  remove(topic: string, connection: Connection): void;
}

/** One socket: its joined topics (topic → join_ref) and when it last spoke. */
export class Connection {
  readonly joined = new Map<string, string | null>();
  /** Private topics: the session their token came from; a push first checks it still exists. */
  private readonly sessions = new Map<string, { playerId: number; ref: string }>();
  lastSeen = Date.now();

  constructor(
    private readonly socket: WebSocket,
    private readonly db: () => Db,
    private readonly params: Record<string, string>,
    private readonly topics: TopicIndex,
  ) {}

  handle(data: unknown) {
    this.lastSeen = Date.now();
    const frame = decodeFrame(data);
    if (!frame) return; // not the v2 protocol: ignored, the idle timer takes care of silent peers
    const [, , topic, event, payload] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return this.send(replyFrame(frame, 'ok'));
    if (event === 'phx_join') return this.join(frame, payload);
    if (event === 'phx_leave') {
      this.leave(topic);
      return this.send(replyFrame(frame, 'ok'));
    }
    if (!this.joined.has(topic)) return this.send(replyFrame(frame, 'error', { reason: 'unmatched topic' }));
    // Channels here are server → client only.
    this.send(replyFrame(frame, 'error', { reason: 'unsupported event' }));
  }

  private join(frame: PhoenixFrame, payload: Record<string, unknown>) {
    const topic = frame[2];
    const decision = decideJoin(this.db(), topic, payload, this.params);
    if (!decision.ok) return this.send(replyFrame(frame, 'error', { reason: decision.reason }));
    // A second join of the same topic replaces the first (the client rejoined after a timeout).
    const previous = this.joined.get(topic);
    if (previous !== undefined && previous !== frame[0]) this.send(JSON.stringify([previous, previous, topic, 'phx_close', {}]));
    this.joined.set(topic, frame[0]);
    if (decision.session) this.sessions.set(topic, decision.session);
    this.topics.add(topic, this);
    this.send(replyFrame(frame, 'ok'));
  }

  private leave(topic: string) {
    if (!this.joined.delete(topic)) return;
    this.sessions.delete(topic);
    this.topics.remove(topic, this);
  }

  push(topic: string, event: string, payload: unknown) {
    if (!this.joined.has(topic)) return;
    const session = this.sessions.get(topic);
    if (session && !sessionAlive(this.db(), session.playerId, session.ref)) {
      // Signed out (or the password changed) since the join: the channel closes, nothing more is sent.
      const ref = this.joined.get(topic) ?? null;
      this.leave(topic);
      return this.send(JSON.stringify([ref, ref, topic, 'phx_close', {}]));
    }
    this.send(pushFrame(this.joined.get(topic) ?? null, topic, event, payload));
  }

  dispose() {
    for (const topic of this.joined.keys()) this.topics.remove(topic, this);
    this.joined.clear();
    this.sessions.clear();
  }

  close(code: number, reason: string) {
    this.socket.close(code, reason);
  }

  terminate() {
    this.socket.terminate();
  }

  private send(text: string) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }
}
