import type { PlatformData } from '../../context';
import { transaction } from '../../db/transaction';
import { findPlayerById, insertPlayer, type NewPlayer } from './player-store';

/**
 * Creates a player and publishes `player.registered` in the same transaction: a subscriber (a welcome
 * bonus, a wallet opened up front) commits with the account or not at all. Seeds insert their demo players
 * directly and publish nothing (platform/module.ts).
 */
export function registerPlayer({ db, domain }: PlatformData, player: NewPlayer, via: 'email' | 'social'): number {
  return transaction(db, () => {
    const playerId = insertPlayer(db, player);
    const row = findPlayerById(db, playerId)!;
    domain.publish('player.registered', {
      playerId,
      email: row.email,
      currency: row.currency,
      country: row.country,
      language: row.language,
      via,
      registeredAt: row.created_at,
    });
    return playerId;
  }).immediate();
}
