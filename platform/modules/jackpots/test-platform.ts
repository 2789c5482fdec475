import { createPlayer, signIn } from '../../../tests/platform/helpers';
import { makePromoPlatform, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import type { Db } from '../../db/database';
import { gamesOf, levelsOf, poolByIdentifier, type LevelRow } from './store';

/**
 * Test helpers of the jackpots module (exempt from the module-boundary check, like quests' test-platform.ts): a
 * platform on a manual clock with every push recorded, a seeded jackpot and its levels.
 */
export type JackpotPlatform = PromoPlatform;
export const makeJackpotPlatform = makePromoPlatform;
export { settle } from '../../../tests/platform/promotion-helpers';

export const newPlayer = (db: Db, currency = 'EUR', nickname?: string) => createPlayer(db, nickname ? { currency, nickname } : { currency });

/** The seeded mystic jackpot, one of its games and its levels now. */
export function mysticJackpot(db: Db) {
  const pool = poolByIdentifier(db, 'mystic-jackpot')!;
  return { pool, game: gamesOf(db, pool.id)[0]!, levels: () => levelsOf(db, pool.id) };
}

export const levelById = (levels: LevelRow[], id: number) => levels.find((l) => l.id === id)!;

/** Makes a level (and only it) drop on every bet, or never: tests decide luck. */
export function setChances(db: Db, jackpotId: number, chances: Record<string, number>) {
  db.prepare('UPDATE jackpot_levels SET drop_chance_ppm = 0 WHERE jackpot_id = ?').run(jackpotId);
  for (const [identifier, ppm] of Object.entries(chances)) {
    db.prepare('UPDATE jackpot_levels SET drop_chance_ppm = ? WHERE jackpot_id = ? AND identifier = ?').run(ppm, jackpotId, identifier);
  }
}

export const headersOf = (db: Db, playerId: number) => signIn(db, playerId).headers;
