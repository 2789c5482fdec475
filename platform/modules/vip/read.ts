import type { Db } from '../../db/database';
import { heldLevel } from './status';
import { readSubscription } from './store';
import { benefitsOf } from './subscriptions';

/** The tier id of the status the player holds now (1117 Iron … 759 Diamond). */
export const vipStatusIdOf = (db: Db, playerId: number, now = new Date()): number => heldLevel(db, playerId, now).statusId;

/** The subscription tier the player chose, or null. */
export const subscriptionTierOf = (db: Db, playerId: number): string | null => readSubscription(db, playerId)?.tier ?? null;

/** How many times the base rate comp points accrue at for this player (1 without a subscription). */
export const compPointsMultiplierOf = (db: Db, playerId: number): number => benefitsOf(subscriptionTierOf(db, playerId))?.compPointsMultiplier ?? 1;
