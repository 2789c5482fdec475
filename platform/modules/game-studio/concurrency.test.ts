import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../tests/platform/helpers';
import { msToReach } from './engines/crash';
import { roundAt, roundTimes } from './engines/live-table';
import { LIVE_SCHEDULE } from './live-play';
import { expectMoneyAccountedFor, GAMES, makeStudioPlatform, type StudioPlatform } from './test-platform';

/**
 * 50 rounds at once per engine over real HTTP, each against a balance that covers fewer of them: every
 * request is admitted in its own immediate transaction, so none spends money that is not there, and the
 * ledger, the wallets and the round rows agree to the cent.
 */
describe('50 concurrent rounds per engine', () => {
  let platform: StudioPlatform;
  let base: string;
  const START = 2_000;
  const STAKE = 100;

  beforeAll(async () => {
    platform = await makeStudioPlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => platform.close());

  const post = (player: SignedIn, path: string, body: unknown = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: player.headers, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> })); // eslint-disable-line @typescript-eslint/no-explicit-any
  const all = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: 50 }, (_, i) => make(i)));

  /** The player's money afterwards: never below zero, and every accepted stake and win is in the ledger. */
  function expectNoOverspend(player: SignedIn, results: { status: number }[]) {
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBeGreaterThan(0);
    const rounds = platform.db
      .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(bet_cents), 0) AS bets, COALESCE(SUM(win_cents), 0) AS wins FROM game_rounds WHERE player_id = ?')
      .get(player.playerId) as { n: number; bets: number; wins: number };
    expect(platform.balanceOf(player.playerId)).toBeGreaterThanOrEqual(0);
    // Staked at most what was there plus what came back in wins.
    expect(rounds.bets).toBeLessThanOrEqual(START + rounds.wins);
    expectMoneyAccountedFor(platform);
    return rounds;
  }

  it('slot spins', async () => {
    const player = platform.player(START);
    const session = await platform.open(player, GAMES.slot);
    const results = await all(() => post(player, `${session.url}/spin`, { bet_cents: STAKE }));
    const rounds = expectNoOverspend(player, results);
    expect(rounds.n).toBe(results.filter((r) => r.status === 200).length);
  });

  it('roulette spins', async () => {
    const player = platform.player(START);
    const session = await platform.open(player, GAMES.roulette);
    const results = await all(() => post(player, `${session.url}/roulette`, { bets: [{ kind: 'red', amount_cents: STAKE }] }));
    expectNoOverspend(player, results);
  });

  it('blackjack deals, then every hand stands at once', async () => {
    const player = platform.player(START);
    const sessions: { url: string }[] = [];
    for (let i = 0; i < 50; i++) sessions.push(await platform.open(player, GAMES.blackjack));
    const deals = await all((i) => post(player, `${sessions[i]!.url}/deal`, { bet_cents: STAKE }));
    const stands = await all((i) => post(player, `${sessions[i]!.url}/action`, { action: 'stand' }));
    expect(stands.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    expectNoOverspend(player, deals);
    expect(platform.db.prepare("SELECT COUNT(*) FROM game_rounds WHERE player_id = ? AND status = 'pending'").pluck().get(player.playerId)).toBe(0);
  });

  it('crash bets, cash-outs and the crash', async () => {
    const player = platform.player(START);
    const sessions: { url: string }[] = [];
    for (let i = 0; i < 50; i++) sessions.push(await platform.open(player, GAMES.crash));
    await platform.get(player, `${sessions[0]!.url}/state`);
    const round = platform.db.prepare('SELECT * FROM crash_rounds ORDER BY id DESC LIMIT 1').get() as { id: number; launch_at_ms: number; crash_at_ms: number };
    // A round that flies past 1.50×, whatever its seed drew.
    platform.db.prepare('UPDATE crash_rounds SET crash_point = 300, crash_at_ms = ? WHERE id = ?').run(round.launch_at_ms + msToReach(301), round.id);
    const bets = await all((i) => post(player, `${sessions[i]!.url}/crash/bet`, { bet_cents: STAKE }));
    expect(bets.filter((r) => r.status === 200)).toHaveLength(START / STAKE);
    platform.clock.set(new Date(round.launch_at_ms + msToReach(150)));
    const cashOuts = await all((i) => post(player, `${sessions[i]!.url}/crash/cashout`));
    expect(cashOuts.filter((r) => r.status === 200).every((r) => r.body.bet.win_cents === 150)).toBe(true);
    platform.clock.set(new Date(round.launch_at_ms + msToReach(301)));
    platform.ctx.scheduler.runDue();
    expectNoOverspend(player, bets);
    expect(platform.db.prepare("SELECT COUNT(*) FROM game_rounds WHERE player_id = ? AND status = 'pending'").pluck().get(player.playerId)).toBe(0);
  });

  it('live table bets in one window', async () => {
    const id = roundAt(LIVE_SCHEDULE, platform.clock.now().getTime()) + 1;
    const times = roundTimes(LIVE_SCHEDULE, id);
    platform.clock.set(new Date(times.startsAt));
    const player = platform.player(START);
    const session = await platform.open(player, GAMES.live);
    const results = await all(() => post(player, `${session.url}/live/bet`, { bets: [{ kind: 'black', amount_cents: STAKE }] }));
    // Nothing is won before the wheel: exactly what the balance covers is accepted.
    expect(results.filter((r) => r.status === 200)).toHaveLength(START / STAKE);
    expect(results.filter((r) => r.status === 422).every((r) => JSON.stringify(r.body) === '{"errors":{"bet_cents":["exceeds the balance"]}}')).toBe(true);
    platform.clock.set(new Date(times.bettingEndsAt));
    platform.ctx.scheduler.runDue();
    expectNoOverspend(player, results);
  });
});
