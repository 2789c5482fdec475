import { randomBytes } from 'node:crypto';
import { DEMO_CURRENCY } from '../../../config/currencies';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import type { GameSessionRequest } from '../../../schemas/wire/game-session';
import type { Db } from '../../db/database';
import { findLaunchableGame, type LaunchableGame } from '../catalogue/public';
import { activeWallet, ensureWallets, WALLET_CURRENCIES } from '../wallet/public';
import type { EngineKind } from './engines/engine-for-game';
import { newServerSeed } from './engines/random-stream';
import { engineColumns, engineOfGame } from './game-engine';

/** Play money a demo session starts with. */
export const DEMO_START_CENTS = 200_000;

/** Where a session's game page is served; every play call of the session is under it. */
export const sessionUrl = (sessionId: string) => `/game-studio/${sessionId}`;

export interface GameSessionRow {
  id: string;
  player_id: number | null;
  game_identifier: string;
  mode: 'real' | 'demo';
  currency: string;
  fun_balance_cents: number;
  /** Server seed of the session's rounds: round n draws from randomStream(seed, `${id}:${n}`). Never shown. */
  rng_seed: string;
  rounds_played: number;
  created_at: string;
  kind: EngineKind;
  /** The slot family of a slot session. */
  variant: string | null;
  last_seen_at: string | null;
}

/** WIRE.md: a game is playable for real in a currency when its `currencies` map has an id for it. */
function gameHasCurrency(game: LaunchableGame, currency: string): boolean {
  try {
    const currencies = (JSON.parse(game.payload ?? '{}') as { currencies?: Record<string, { id?: unknown }> }).currencies;
    if (!currencies) return true; // a catalogue without per-currency ids offers every currency
    return currencies[currency]?.id !== undefined && currencies[currency]?.id !== null;
  } catch {
    return false;
  }
}

export type StartResult = { ok: true; session: GameSessionRow } | { ok: false; status: 401 | 404 | 422; errors?: Record<string, string[]> };

/**
 * Opens a session of a catalogue game with the engine of its kind (game-engine.ts), remembered on the
 * session: its rounds keep playing that engine whatever the catalogue says later.
 */
export function startGameSession(db: Db, provider: string, slug: string, request: GameSessionRequest, playerId: number | null, now = new Date()): StartResult {
  const game = findLaunchableGame(db, provider, slug);
  if (!game) return { ok: false, status: 404 };
  let currency = DEMO_CURRENCY;
  if (request.mode === 'demo') {
    if (game.has_demo_mode !== 1) return { ok: false, status: 422, errors: { mode: ['this game has no demo mode'] } };
  } else {
    if (playerId === null) return { ok: false, status: 401 };
    ensureWallets(db, playerId);
    currency = request.currency ?? activeWallet(db, playerId)?.currency ?? DEFAULT_CURRENCY;
    if (!WALLET_CURRENCIES.includes(currency)) return { ok: false, status: 422, errors: { currency: ['is not supported'] } };
    if (!gameHasCurrency(game, currency)) return { ok: false, status: 422, errors: { currency: ['this game is not available in this currency'] } };
  }
  const id = randomBytes(16).toString('base64url');
  const { kind, variant } = engineColumns(engineOfGame(db, game.identifier));
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO game_sessions (id, player_id, game_identifier, mode, currency, fun_balance_cents, rng_seed, created_at, kind, variant, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, playerId, game.identifier, request.mode, currency, request.mode === 'demo' ? DEMO_START_CENTS : 0, newServerSeed(), at, kind, variant, at);
  return { ok: true, session: readGameSession(db, id)! };
}

export function readGameSession(db: Db, id: string): GameSessionRow | undefined {
  return db.prepare('SELECT * FROM game_sessions WHERE id = ?').get(id) as GameSessionRow | undefined;
}

/** The session's page is on screen (shared tables run rounds while someone watches them). */
export function touchSession(db: Db, id: string, now: Date) {
  db.prepare('UPDATE game_sessions SET last_seen_at = ? WHERE id = ?').run(now.toISOString(), id);
}
