import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, type SignedIn } from '../../../tests/platform/helpers';
import { bonusRow, expectBonusInvariant, grantBonus, insertKindGames, makeBonusPlatform, newPlayer, pocketsOf, type BonusPlatform } from './test-platform';

/** 50 spins at once over real HTTP against real and bonus money: neither pocket is overspent. */
describe('parallel spins against a bonus balance', () => {
  let platform: BonusPlatform;
  let base: string;
  let player: SignedIn;
  const REAL = 300;
  const BONUS = 2_000;
  const BET = 100;

  beforeAll(async () => {
    platform = await makeBonusPlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    player = newPlayer(platform.db);
    insertKindGames(platform.db);
    credit(platform.db, player.playerId, 'EUR', REAL);
  });
  afterAll(() => platform.close());

  it('50 parallel spins never overspend bonus or real money; the bonus mirrors the pocket', async () => {
    const bonus = grantBonus(platform, player.playerId, { amount: BONUS, wager: 1_000_000 });
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: player.headers, body: JSON.stringify(body) });
    const session = (await (await post('/api/games/croupier-test/bonus-slot/session', { mode: 'real' })).json()) as { url: string };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(`${session.url}/spin`, { bet_cents: BET }).then(async (r) => ({ status: r.status, body: (await r.json()) as { win_cents?: number } }))),
    );
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const played = results.filter((r) => r.status === 200);
    expect(played.length).toBeGreaterThan(0);
    const won = played.reduce((sum, r) => sum + (r.body.win_cents ?? 0), 0);
    const pockets = pocketsOf(platform.db, player.playerId);
    expect(pockets.real).toBeGreaterThanOrEqual(0);
    expect(pockets.bonus).toBeGreaterThanOrEqual(0);
    // Every cent is accounted for: what was there, less the stakes, plus the wins, plus what a jackpot dropped on one
    // of these bets (the jackpots engine pays a drop into the real balance, outside the spin's own win).
    const dropped = platform.db.prepare("SELECT COALESCE(SUM(delta_cents), 0) FROM ledger WHERE player_id = ? AND kind = 'jackpot_win'").pluck().get(player.playerId) as number;
    expect(pockets.real + pockets.bonus).toBe(REAL + BONUS - played.length * BET + won + dropped);
    // Staked beyond what the two pockets held only if wins refilled them.
    if (won === 0 && dropped === 0) expect(played.length).toBeLessThanOrEqual((REAL + BONUS) / BET);
    const after = bonusRow(platform.db, bonus.id);
    // Every bet counted while the bonus was active (it is lost only once its money is gone).
    if (after.stage === 'handle_bets') expect(after.wagered_cents).toBe(played.length * BET);
    else expect(after).toMatchObject({ stage: 'lost', amount_cents: 0 });
    expect(platform.db.prepare('SELECT COUNT(*) FROM game_rounds WHERE player_id = ?').pluck().get(player.playerId)).toBe(played.length);
    // Each stake was paid once, from one pocket or split across both.
    const stakes = platform.db.prepare("SELECT COALESCE(-SUM(delta_cents), 0) FROM ledger WHERE player_id = ? AND kind = 'bet'").pluck().get(player.playerId) as number;
    expect(stakes).toBe(played.length * BET);
    expectBonusInvariant(platform.db);
  });
});
