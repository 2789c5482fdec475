import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';
import type { WireGame } from '../../../schemas/wire/games';
import { baseIdOfCurrencyGameId } from '../../seed-data/currencies';

export interface GameRow {
  identifier: string;
  payload: string;
}

export const toGame = (row: GameRow): WireGame => JSON.parse(row.payload) as WireGame;

interface GameRowStatements {
  identifierByBaseId: Statement<[number], string>;
  identifierByIdentifier: Statement<[string], string>;
  rowsByIdentifiers: Statement<[string], GameRow>;
}

// Prepared once per connection: `/api/games_filter/select` resolves up to 500 ids a call, and preparing
// a statement costs more than running it. Statements hold no data, only compiled SQL.
const statements = new WeakMap<Db, GameRowStatements>();

function statementsFor(db: Db): GameRowStatements {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      identifierByBaseId: db.prepare<[number], string>('SELECT identifier FROM games WHERE base_id = ?').pluck(),
      identifierByIdentifier: db.prepare<[string], string>('SELECT identifier FROM games WHERE identifier = ?').pluck(),
      rowsByIdentifiers: db.prepare<[string], GameRow>('SELECT identifier, payload FROM games WHERE identifier IN (SELECT value FROM json_each(?))'),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

/**
 * Resolves what clients send as a game id: the identifier (`provider/slug`) or any per-currency id
 * (number or numeric string). Returns the identifier, or `null` if no such game exists.
 */
export function resolveGameIdentifier(db: Db, id: string | number): string | null {
  const text = String(id);
  const { identifierByBaseId, identifierByIdentifier } = statementsFor(db);
  if (/^\d+$/.test(text)) return identifierByBaseId.get(baseIdOfCurrencyGameId(Number(text))) ?? null;
  return identifierByIdentifier.get(text) ?? null;
}

export function gamesByIdentifiers(db: Db, identifiers: string[]): Map<string, WireGame> {
  const out = new Map<string, WireGame>();
  if (identifiers.length === 0) return out;
  for (const row of statementsFor(db).rowsByIdentifiers.all(JSON.stringify(identifiers))) out.set(row.identifier, toGame(row));
  return out;
}

export const DEVICE_MASK = { desktop: 1, mobile: 2 } as const;
