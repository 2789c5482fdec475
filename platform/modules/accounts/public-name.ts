import type { Db } from '../../db/database';
import { findPlayerById } from './player-store';

/** The name other players may see (the public wins feed): the nickname, else the e-mail's first letters, masked. */
export function publicName(db: Db, playerId: number): string {
  const player = findPlayerById(db, playerId);
  return player?.nickname || `${(player?.email ?? 'player').slice(0, 3)}***`;
}
