/**
 * What other modules may use of vip: the status a player holds and the subscription benefits (comp-point
 * multiplier) of the tier they chose.
 */
export { vipStatusIdOf, subscriptionTierOf, compPointsMultiplierOf } from './read';
