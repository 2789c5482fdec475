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
  let channels: Channel[] = [];
  let generation = 0;

  const stop = () => {
    generation++;
    for (const channel of channels) channel.leave();
    channels = [];
    socket?.disconnect();
    socket = null;
  };

  // A private join refused as unauthorized means the token expired or its session ended: ask for a fresh
  // token once per start (a second refusal is final; the page works without live updates).
  let renewed = false;
  let currentPlayer: number | null = null;
  // On-demand channels someone holds, with how many holders (two components may hold one channel).
  const requested = new Map<string, number>();

  const client: RealtimeClient = {
    get connected() {
      return socket?.isConnected() ?? false;
    },
    stop,
    async start(playerId) {
      renewed = false;
      currentPlayer = playerId;
      await connect(playerId);
    },
    request(channel) {
      const holders = (requested.get(channel) ?? 0) + 1;
      requested.set(channel, holders);
      // Joining means reconnecting with the wider set: rare (a page opens), and one code path for joins.
      if (holders === 1) void connect(currentPlayer);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (requested.get(channel) ?? 1) - 1;
        if (left > 0) requested.set(channel, left);
        else {
          requested.delete(channel);
          void connect(currentPlayer);
        }
      };
    },
  };

  async function connect(playerId: number | null) {
    {
      stop();
      const handlers = deps.handlers();
      const wanted = handlers.filter((h) => topicOf(h, playerId) !== null && (!h.onDemand || requested.has(h.channel)));
      if (wanted.length === 0) return;
      const mine = ++generation;
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
      socket = new PhoenixSocket(endpoint.toString(), { params });
      socket.connect();
      const byTopic = new Map<string, RealtimeHandlerContribution[]>();
      for (const handler of wanted) {
        const topic = topicOf(handler, playerId)!;
        byTopic.set(topic, [...(byTopic.get(topic) ?? []), handler]);
      }
      for (const [topic, list] of byTopic) {
        const channel = socket.channel(topic, params);
        for (const handler of list) {
          channel.on(handler.event, (payload: unknown) => deliver(handler, topic, payload));
        }
        channel.join().receive('error', (reason: unknown) => {
          deps.log.warn('REALTIME_JOIN_ERROR', { topic, reason });
          const unauthorized = (reason as { reason?: unknown } | null)?.reason === 'unauthorized';
          if (unauthorized && playerId !== null && !renewed && mine === generation) {
            renewed = true;
            void connect(playerId);
          }
        });
        channels.push(channel);
      }
    }
  }

  return client;
}
