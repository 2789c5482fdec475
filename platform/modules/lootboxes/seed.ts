import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { insertLootbox } from './issue';
import { seedLootboxDefinitions, TREASURE_CHEST } from './seed-definitions';

/**
 * Demo state (DESIGN §12: lootboxes to open): the treasure chest definition; demo@ holds two chests to open, the
 * VIP, Australian and Canadian players one each, and each of them a chest that ran out three days ago (shown as
 * expired). Boxes are in each player's registration currency. The wheel's boxes are the wheel module's. Re-runnable:
 * boxes are found by (player, source_ref).
 */
export const LOOTBOXES_SEED_VERSION = 1;

const DAY_MS = 86_400_000;
const CHESTS: Readonly<Record<string, number>> = {
  'demo@croupier.dev': 2,
  'vip@croupier.dev': 1,
  'aussie@croupier.dev': 1,
  'canuck@croupier.dev': 1,
};

export function seedLootboxes(db: Db, now = new Date()) {
  seedLootboxDefinitions(db, now.toISOString());
  for (const [email, count] of Object.entries(CHESTS)) {
    const player = findPlayerByEmail(db, email);
    if (!player) continue;
    for (let n = 1; n <= count; n++) {
      insertLootbox(db, { playerId: player.id, definitionKey: TREASURE_CHEST, sourceRef: `seed:chest:${n}`, currency: player.currency }, now);
    }
    const issuedAt = new Date(now.getTime() - 10 * DAY_MS);
    insertLootbox(
      db,
      { playerId: player.id, definitionKey: TREASURE_CHEST, sourceRef: 'seed:chest:expired', currency: player.currency, validUntil: new Date(now.getTime() - 3 * DAY_MS).toISOString() },
      now,
      'expired',
      issuedAt,
    );
  }
}
