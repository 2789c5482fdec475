import type { Db } from '../../db/database';
import type { Game } from '../../../schemas/wire/games';
import { baseIdOfCurrencyGameId } from '../../seed-data/currencies';

export interface GameRow {
  identifier: string;
  payload: string;
}

export const toGame = (row: GameRow): Game => JSON.parse(row.payload) as Game;

/**
 * Resolves what clients send as a game id: the identifier (`provider/slug`) or any per-currency id
 * (number or numeric string). Returns the identifier, or `null` if no such game exists.
 */
export function resolveGameIdentifier(db: Db, id: string | number): string | null {
  const text = String(id);
  if (/^\d+$/.test(text)) {
    const found = db.prepare('SELECT identifier FROM games WHERE base_id = ?').pluck().get(baseIdOfCurrencyGameId(Number(text)));
    return (found as string | undefined) ?? null;
  }
  return (db.prepare('SELECT identifier FROM games WHERE identifier = ?').pluck().get(text) as string | undefined) ?? null;
}

export function gamesByIdentifiers(db: Db, identifiers: string[]): Map<string, Game> {
  const out = new Map<string, Game>();
  if (identifiers.length === 0) return out;
  const rows = db.prepare(`SELECT identifier, payload FROM games WHERE identifier IN (SELECT value FROM json_each(?))`).all(JSON.stringify(identifiers)) as GameRow[];
  for (const row of rows) out.set(row.identifier, toGame(row));
  return out;
}

export const DEVICE_MASK = { desktop: 1, mobile: 2 } as const;
