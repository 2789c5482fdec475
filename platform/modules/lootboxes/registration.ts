import type { PlayerRegistered } from '../../domain-event-map';
import type { LootboxContext } from './issue';
import { issueLootbox } from './issue';
import { TREASURE_CHEST } from './seed-definitions';

/**
 * `player.registered`, in the registration's transaction: a new player finds a treasure chest to open in the gifts
 * tab (a demo reward, beside the bonuses engine's registration gift), in their registration currency. Once: its
 * `sourceRef` is `registration`.
 */
export function issueWelcomeChest(ctx: LootboxContext, player: Readonly<PlayerRegistered>) {
  issueLootbox(ctx, { playerId: player.playerId, definitionKey: TREASURE_CHEST, sourceRef: 'registration', currency: player.currency });
}
