import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRequest, countRows, createSignedInPlayer, credit, insertGame, makePlatform, type SignedIn } from './helpers';

/** A small seeded PRNG so a failing case can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

const WEIRD_STRINGS = ['', ' ', 'EUR', 'eur', 'FUN', 'BTC', 'visa', 'succeed', 'real', 'demo', '0', '-1', '1e999', 'NaN', '__proto__', '<script>', "'; DROP TABLE ledger;--", 'x'.repeat(5000), '\u0000', '💸'];
const WEIRD_NUMBERS = [0, -1, 1, 10, 15, 100, 2000, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 99999999999];
const KEYS = [
  'amount_cents', 'currency', 'payment_system', 'outcome', 'token', 'mode', 'bet_cents', 'constructor', '__proto__', 'x',
  'details', 'card_number', 'iban', 'saved_profile_id', 'bonus_id', 'return_path', 'transaction', 'payment_id',
];

function randomValue(rand: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  switch (Math.floor(rand() * (depth > 2 ? 5 : 7))) {
    case 0: return pick(WEIRD_STRINGS);
    case 1: return pick(WEIRD_NUMBERS);
    case 2: return rand() < 0.5;
    case 3: return null;
    case 4: return Math.floor(rand() * 1e6) - 5e5;
    case 5: return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
    default: return Object.fromEntries(Array.from({ length: Math.floor(rand() * 5) }, () => [pick(KEYS), randomValue(rand, depth + 1)]));
  }
}

const MALFORMED = ['{', '{"amount_cents":', 'nul', '[1,2', '{"currency":"EUR"}}', '\u0000\u0001', '"just a string"', '12', 'true', '{"a":1,}'];

describe('fuzzing the money write endpoints', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let player: SignedIn;
  let endpoints: string[];

  beforeAll(async () => {
    platform = await makePlatform();
    player = createSignedInPlayer(platform.db);
    credit(platform.db, player.playerId, 'EUR', 1_000_000);
    insertGame(platform.db, { provider: 'croupier-test', slug: 'fuzz-slot', currencies: ['EUR'] });
    const session = await platform.app.inject({
      method: 'POST',
      url: '/api/games/croupier-test/fuzz-slot/session',
      headers: player.headers,
      payload: JSON.stringify({ mode: 'real' }),
    });
    const deposit = await platform.app.inject({
      method: 'POST',
      url: '/api/player/payments/deposit',
      headers: player.headers,
      payload: JSON.stringify(cardRequest(5000)),
    });
    endpoints = [
      '/api/player/accounts',
      '/api/player/payments/deposit',
      '/api/player/payments/cashout',
      `/api/player/payments/${deposit.json().id}/recall`,
      '/api/player/payments/abc/recall',
      `/dev/payments/${deposit.json().id}/callback`,
      '/dev/payments/999999999999999999999/callback',
      '/api/games/croupier-test/fuzz-slot/session',
      '/api/games/nope/nope/session',
      `${session.json().url}/spin`,
      '/game-studio/not-a-session/spin',
      '/api/users/transaction',
    ];
  });
  afterAll(() => platform.close());

  const snapshot = () => ['payments', 'ledger', 'game_rounds', 'wallet_accounts', 'game_sessions', 'payment_risk_details', 'payment_saved_profiles'].map((t) => countRows(platform.db, t)).join(',');

  it('answers random and malformed payloads without a 500, and writes nothing when it refuses', async () => {
    const rand = prng(20240611);
    let cases = 0;
    for (const url of endpoints) {
      const bodies: { payload: string; type: string }[] = [
        ...MALFORMED.map((payload) => ({ payload, type: 'application/json' })),
        ...Array.from({ length: 60 }, () => ({ payload: JSON.stringify(randomValue(rand)) ?? 'null', type: 'application/json' })),
        { payload: 'amount_cents=100', type: 'application/x-www-form-urlencoded' },
        { payload: '<xml/>', type: 'text/xml' },
      ];
      for (const { payload, type } of bodies) {
        for (const signedIn of [true, false]) {
          const before = snapshot();
          const headers: Record<string, string> = signedIn ? { ...player.headers, 'content-type': type } : { 'content-type': type };
          const response = await platform.app.inject({ method: 'POST', url, headers, payload });
          cases++;
          if (response.statusCode >= 500) throw new Error(`${url} ${payload.slice(0, 80)} → ${response.statusCode} ${response.body}`);
          if (response.statusCode >= 400) expect(snapshot(), `${url} ${payload.slice(0, 80)}`).toBe(before);
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
  }, 120_000);
});
