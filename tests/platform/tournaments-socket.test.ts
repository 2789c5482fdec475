import type { AddressInfo } from 'node:net';
import { type Channel, Socket } from 'phoenix';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as z from 'zod/mini';
import { tournamentLeaderboardEventSchema, tournamentStatusSchema } from '../../schemas/wire/promotions';
import { buildPlatformApp } from '../../platform/app';
import { attachRealtime } from '../../platform/realtime/index';
import { createManualClock } from '../../platform/scheduler';
import { createTournament } from '../../platform/modules/tournaments/create-tournament';
import { createPlayer, signIn, tempDataDir } from './helpers';
import { settle } from './promotion-helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const joined = (channel: Channel) =>
  new Promise<string>((resolve) => {
    channel
      .join()
      .receive('ok', () => resolve('ok'))
      .receive('error', () => resolve('error'));
  });

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** The live leaderboard over the real socket: a guest on the public channel, the player on their private one. */
describe('tournament pushes on the Phoenix socket', () => {
  it('a scoring round reaches the public leaderboard and the private status channels', async () => {
    const temp = tempDataDir();
    cleanups.push(() => temp.cleanup());
    const clock = createManualClock(new Date());
    const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir, clock, runScheduler: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const realtime = attachRealtime(app.server, ctx);
    cleanups.push(async () => {
      await realtime.close();
      await app.close();
    });
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;
    const id = createTournament(ctx.db, {
      slug: 'socket-cup',
      title: 'Socket Cup',
      strategy: 'bets_sum',
      currency: 'USD',
      startAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      endAt: new Date(clock.now().getTime() + 60_000).toISOString(),
      prizes: [{ place: 1, moneyCents: 100 }],
    });
    const player = signIn(ctx.db, createPlayer(ctx.db, { currency: 'USD', nickname: 'Live' }));
    const settings = (await (await fetch(`${base}/api/player/settings`, { headers: { cookie: player.cookie } })).json()) as { socket: { user: string; token: string } };
    const params = { user: settings.socket.user, token: settings.socket.token };

    const guest = new Socket(`ws://127.0.0.1:${port}/socket`, { transport: WebSocket });
    guest.connect();
    cleanups.push(() => guest.disconnect());
    const boards: unknown[] = [];
    const board = guest.channel('tournaments', {});
    board.on('leaderboard', (payload: unknown) => void boards.push(payload));
    expect(await joined(board)).toBe('ok');

    const own = new Socket(`ws://127.0.0.1:${port}/socket`, { transport: WebSocket, params });
    own.connect();
    cleanups.push(() => own.disconnect());
    const statuses: unknown[] = [];
    const status = own.channel(`tournaments_statuses:${player.playerId}`, params);
    status.on('tournaments_statuses', (payload: unknown) => void statuses.push(payload));
    expect(await joined(status)).toBe('ok');

    settle({ ctx, clock }, { playerId: player.playerId, betCents: 250 });
    await until(() => boards.length > 0 && statuses.length > 0);
    const top = boards.map((payload) => z.parse(tournamentLeaderboardEventSchema, payload)).find((event) => event.tournament_id === String(id));
    expect(top?.top_players).toEqual([{ award_place: 1, nickname: 'Live', points: 2.5 }]);
    expect(z.parse(tournamentStatusSchema, statuses[0])).toMatchObject({ tournament_id: String(id), points: 2.5, award_place: 1, confirmed: true });
  });
});
