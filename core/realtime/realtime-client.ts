import type { Channel, Socket } from 'phoenix';
import { safeParse } from 'zod/mini';
import { playerSettingsSchema } from '@schemas/wire/player';
import type { ApiClient } from '../api/client';
import type { Logger } from '../log/logger';
import type { RealtimeHandlerContribution } from '../plugin/contributions';
import type { RealtimeBinding } from '../plugin/declarations';

export interface RealtimeClient {
  /** Joins the channels the handlers need; the phoenix client is downloaded only here (issue 2 §10). */
  start(playerId: number | null): Promise<void>;
  stop(): void;
  /**
   * Joins an on-demand channel (`onDemand` in the manifest) while the caller needs it; the returned function
   * lets go. A public leaderboard is joined while its page is open, so a guest's lobby opens no socket.
   */
  request(channel: string): () => void;
  readonly connected: boolean;
}

interface Deps {
  http: ApiClient;
  log: Logger;
  handlers: () => readonly RealtimeHandlerContribution[];
  dispatch: (binding: RealtimeBinding, handler: RealtimeHandlerContribution, payload: unknown) => void;
  baseUrl: string;
}

/** Topic of a channel (WIRE.md): public channels by name, private ones as `name:{playerId}`. */
export function topicOf(handler: Pick<RealtimeHandlerContribution, 'channel' | 'scope'>, playerId: number | null): string | null {
  if (handler.scope === 'public') return handler.channel;
  return playerId === null ? null : `${handler.channel}:${playerId}`;
}

export function createRealtimeClient(deps: Deps): RealtimeClient {
  /** Parses a payload with its handler's schema and hands it over; a lazy handler first loads (in event order). */
  const deliver = (handler: RealtimeHandlerContribution, topic: string, payload: unknown) => {
    const take = (binding: RealtimeBinding) => {
      const parsed = safeParse(binding.schema, payload);
      if (!parsed.success) deps.log.error('REALTIME_PAYLOAD_ERROR', { topic, event: handler.event });
      else deps.dispatch(binding, handler, parsed.data);
    };
    const binding = handler.binding();
    if (!(binding instanceof Promise)) return take(binding);
    binding.then(take, (error: unknown) => deps.log.error('REALTIME_HANDLER_LOAD_ERROR', { topic, event: handler.event, error: String(error) }));
  };

  let socket: Socket | null = null;
  // Whom the open socket is for (its token): another player, or a guest becoming one, needs a new socket.
  let socketPlayer: number | null = null;
  let socketParams: Record<string, string> = {};
  // Joined topics with the handlers bound on each: a sync joins, leaves and binds only the difference, so the
  // channels already open keep their pushes (a new socket per change lost what arrived while it reconnected).
  const joined = new Map<string, { channel: Channel; bound: Set<RealtimeHandlerContribution> }>();
  let generation = 0;

  const stop = () => {
    generation++;
    for (const { channel } of joined.values()) channel.leave();
    joined.clear();
    socket?.disconnect();
    socket = null;
  };

  // A private join refused as unauthorized means the token expired or its session ended: ask for a fresh
  // token once per start (a second refusal is final; the page works without live updates).
  let renewed = false;
  let currentPlayer: number | null = null;
  // On-demand channels someone holds, with how many holders (two components may hold one channel).
  const requested = new Map<string, number>();
  // Syncs run one after another, each against the state of its own turn.
  let queue: Promise<void> = Promise.resolve();
  const sync = () => (queue = queue.then(reconcile, (error: unknown) => deps.log.error('REALTIME_SYNC_ERROR', { error: String(error) })));

  const client: RealtimeClient = {
    get connected() {
      return socket?.isConnected() ?? false;
    },
    stop,
    async start(playerId) {
      renewed = false;
      if (playerId !== currentPlayer) stop();
      currentPlayer = playerId;
      await sync();
    },
    request(channel) {
      const holders = (requested.get(channel) ?? 0) + 1;
      requested.set(channel, holders);
      if (holders === 1) void sync();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (requested.get(channel) ?? 1) - 1;
        if (left > 0) requested.set(channel, left);
        else {
          requested.delete(channel);
          void sync();
        }
      };
    },
  };

  /** Brings the socket's channels in line with the handlers and holders of now: joins, leaves and binds the difference. */
  async function reconcile() {
    const playerId = currentPlayer;
    const wanted = deps.handlers().filter((h) => topicOf(h, playerId) !== null && (!h.onDemand || requested.has(h.channel)));
    if (wanted.length === 0) return stop();
    if (!socket || socketPlayer !== playerId) {
      stop();
      const mine = generation;
      let params: Record<string, string> = {};
      let url = '/socket';
      if (playerId !== null) {
        try {
          const settings = await deps.http.request({ path: '/api/player/settings', schema: playerSettingsSchema, code: 'LOAD_PLAYER_SETTINGS' });
          params = { user: settings.socket.user, token: settings.socket.token };
          url = settings.socket.url;
        } catch {
          return; // logged by the client; the page works without live updates
        }
      }
      const { Socket: PhoenixSocket } = await import(/* webpackChunkName: "phoenix" */ 'phoenix');
      if (mine !== generation) return;
      const endpoint = new URL(url, deps.baseUrl);
      endpoint.protocol = endpoint.protocol === 'https:' ? 'wss:' : 'ws:';
      // The token travels only in each private join's payload, never in the socket's URL: URLs end up in
      // proxy and access logs (issue 24, item 13). The platform reads `{user, token}` from the join payload.
      socket = new PhoenixSocket(endpoint.toString());
      socket.connect();
      socketPlayer = playerId;
      socketParams = params;
    }
    const open = socket;
    const byTopic = new Map<string, RealtimeHandlerContribution[]>();
    for (const handler of wanted) {
      const topic = topicOf(handler, playerId)!;
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), handler]);
    }
    for (const [topic, { channel }] of joined) {
      if (byTopic.has(topic)) continue;
      channel.leave();
      joined.delete(topic);
    }
    for (const [topic, list] of byTopic) {
      let entry = joined.get(topic);
      const fresh = !entry;
      if (!entry) {
        entry = { channel: open.channel(topic, socketParams), bound: new Set() };
        joined.set(topic, entry);
      }
      // Bound before the join of a new channel, so nothing pushed right after it is missed.
      for (const handler of list) {
        if (entry.bound.has(handler)) continue;
        entry.bound.add(handler);
        entry.channel.on(handler.event, (payload: unknown) => deliver(handler, topic, payload));
      }
      if (fresh) join(entry.channel, topic, playerId);
    }
  }

  function join(channel: Channel, topic: string, playerId: number | null) {
    const mine = generation;
    channel.join().receive('error', (reason: unknown) => {
      deps.log.warn('REALTIME_JOIN_ERROR', { topic, reason });
      const unauthorized = (reason as { reason?: unknown } | null)?.reason === 'unauthorized';
      if (unauthorized && playerId !== null && !renewed && mine === generation) {
        renewed = true;
        // A fresh token means a fresh socket.
        stop();
        void sync();
      }
    });
  }

  return client;
}
