import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realityCheckSchema } from '../../../schemas/wire/reality-check';
import { transaction } from '../../db/transaction';
import type { RoundSettled } from '../../domain-event-map';
import { createManualClock, type ManualClock } from '../../scheduler';
import { findPlayerByEmail } from '../accounts/player-store';
import { signIn, startTestPlatform, type CookieJar, type TestPlatform } from '../accounts/test-platform';

/** `GET/PUT /api/player/reality_check` on a platform whose clock the test moves (issue 13 item 1). */
let platform: TestPlatform;
let clock: ManualClock;
let jar: CookieJar;
let playerId: number;
beforeEach(async () => {
  clock = createManualClock(new Date());
  platform = await startTestPlatform({ clock });
  jar = (await signIn(platform.app, 'demo@croupier.dev', 'Demo12345')).jar;
  playerId = findPlayerByEmail(platform.ctx.db, 'demo@croupier.dev')!.id;
});
afterEach(() => platform.close());

const get = async (cookies = jar) => {
  const response = await platform.app.inject({ method: 'GET', url: '/api/player/reality_check', headers: cookies.headers() });
  return { status: response.statusCode, body: response.statusCode === 200 ? realityCheckSchema.parse(response.json()) : null };
};
const put = async (payload: object, cookies = jar) => {
  const response = await platform.app.inject({ method: 'PUT', url: '/api/player/reality_check', payload, headers: cookies.headers() });
  return { status: response.statusCode, body: response.statusCode === 200 ? realityCheckSchema.parse(response.json()) : response.json() };
};
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

let roundId = 0;
/** A settled round as the game studio publishes it (in its transaction; the money itself is not what is tested here). */
function settle(round: Partial<RoundSettled> & { betCents: number; winCents: number; settledAt: string }) {
  transaction(platform.ctx.db, () =>
    platform.ctx.domain.publish('round.settled', {
      roundId: ++roundId,
      sessionId: 'reality-check-test',
      playerId,
      gameIdentifier: 'croupier-test/none',
      kind: 'slot',
      mode: 'real',
      currency: 'EUR',
      multiplier: round.betCents > 0 ? Math.round((round.winCents * 100) / round.betCents) / 100 : 0,
      realBetCents: round.betCents,
      bonusBetCents: 0,
      realWinCents: round.winCents,
      bonusWinCents: 0,
      ...round,
    }),
  ).immediate();
}

describe('reality check settings', () => {
  it('answers 401 to a guest', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/api/player/reality_check' });
    expect(response.statusCode).toBe(401);
  });

  it('a player who never chose has no interval and no check due; the session start is the sign-in', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toMatchObject({ interval_minutes: null, next_due_at: null, totals: [] });
    const sessionRow = platform.ctx.db.prepare('SELECT created_at FROM sessions WHERE player_id = ? ORDER BY created_at DESC').pluck().get(playerId);
    expect(body!.session_started_at).toBe(sessionRow);
  });

  it('the next check is on the session grid: set at minute 40 with 15 minutes it is due at 45, continued at 46 it is due at 60', async () => {
    const started = (await get()).body!.session_started_at;
    clock.set(minutesAfter(started, 40));
    const set = await put({ interval_minutes: 15 });
    expect(set.body.next_due_at).toBe(minutesAfter(started, 45).toISOString());
    expect(set.body.played_seconds).toBe(40 * 60);

    clock.set(minutesAfter(started, 46));
    const due = await get();
    expect(Date.parse(due.body!.next_due_at!)).toBeLessThan(Date.parse(due.body!.server_time)); // due, not yet seen

    const continued = await put({ acknowledge: true });
    expect(continued.body.next_due_at).toBe(minutesAfter(started, 60).toISOString());
  });

  it('holds across tabs: another tab of the same session sees the same setting and due time', async () => {
    await put({ interval_minutes: 30 });
    const again = await get();
    expect(again.body).toMatchObject({ interval_minutes: 30 });
    expect(again.body!.next_due_at).toBe(minutesAfter(again.body!.session_started_at, 30).toISOString());
  });

  it('turning it off clears the due time; only 0, 15, 30 and 60 minutes are accepted', async () => {
    expect((await put({ interval_minutes: 0 })).body).toMatchObject({ interval_minutes: 0, next_due_at: null });
    expect((await put({ interval_minutes: 20 })).status).toBe(422);
    expect((await put({})).status).toBe(422);
    expect((await put({ acknowledge: false })).status).toBe(422);
  });
});

describe('reality check figures', () => {
  it('counts real-money rounds since the session started: bets, wins, net; not demo or free rounds, not before sign-in', async () => {
    const started = (await get()).body!.session_started_at;
    settle({ betCents: 900, winCents: 0, settledAt: minutesAfter(started, -10).toISOString() }); // before this session
    settle({ betCents: 500, winCents: 200, settledAt: minutesAfter(started, 1).toISOString() });
    settle({ betCents: 300, winCents: 1_000, settledAt: minutesAfter(started, 2).toISOString() });
    settle({ betCents: 100, winCents: 0, mode: 'demo', currency: 'FUN', settledAt: minutesAfter(started, 3).toISOString() });
    settle({ betCents: 100, winCents: 50, freeRound: true, realBetCents: 0, realWinCents: 0, settledAt: minutesAfter(started, 4).toISOString() });
    settle({ betCents: 200, winCents: 0, currency: 'USD', settledAt: minutesAfter(started, 5).toISOString() });
    clock.set(minutesAfter(started, 10));
    const { body } = await get();
    expect(body!.played_seconds).toBe(600);
    expect(body!.totals).toEqual([
      { currency: 'EUR', bet_cents: 800, win_cents: 1_200, net_cents: 400, rounds: 2 },
      { currency: 'USD', bet_cents: 200, win_cents: 0, net_cents: -200, rounds: 1 },
    ]);
  });

  it('a new sign-in starts new figures; the earlier session keeps its own', async () => {
    const first = (await get()).body!.session_started_at;
    settle({ betCents: 500, winCents: 0, settledAt: first }); // before the second sign-in
    await new Promise((resolve) => setTimeout(resolve, 5)); // the accounts module stamps sessions with the wall clock
    const second = (await signIn(platform.app, 'demo@croupier.dev', 'Demo12345')).jar;
    const secondStart = (await get(second)).body!.session_started_at;
    expect(Date.parse(secondStart)).toBeGreaterThan(Date.parse(first));
    settle({ betCents: 200, winCents: 100, settledAt: minutesAfter(secondStart, 1).toISOString() });
    expect((await get(second)).body!.totals).toEqual([{ currency: 'EUR', bet_cents: 200, win_cents: 100, net_cents: -100, rounds: 1 }]);
    expect((await get()).body!.totals).toEqual([{ currency: 'EUR', bet_cents: 700, win_cents: 100, net_cents: -600, rounds: 2 }]);
  });
});

describe('demo aid POST /dev/reality_check', () => {
  it('moves the session so the next check is due in the given seconds', async () => {
    await put({ interval_minutes: 15 });
    const response = await platform.app.inject({ method: 'POST', url: '/dev/reality_check', payload: { due_in_seconds: 5 }, headers: jar.headers() });
    expect(response.statusCode).toBe(201);
    const body = realityCheckSchema.parse(response.json());
    expect(Date.parse(body.next_due_at!) - Date.parse(body.server_time)).toBe(5_000);
  });

  it('refuses while the check is off', async () => {
    const response = await platform.app.inject({ method: 'POST', url: '/dev/reality_check', payload: { due_in_seconds: 5 }, headers: jar.headers() });
    expect(response.statusCode).toBe(422);
  });
});

describe('outside demo mode', () => {
  it('has no demo aid', async () => {
    const production = await startTestPlatform({ mode: 'production' });
    try {
      const player = (await signIn(production.app, 'demo@croupier.dev', 'Demo12345')).jar;
      const response = await production.app.inject({ method: 'POST', url: '/dev/reality_check', payload: { due_in_seconds: 5 }, headers: player.headers() });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
