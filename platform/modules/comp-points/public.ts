/**
 * What other modules may use of comp points: the extension point that raises what a player earns (the VIP module's
 * subscription tiers: `addAccrualMultiplier(fn)`, with fn `(db, playerId, currency) => factor`), and a player's
 * balances (VIP levels are conditioned on the lifetime `persistent` points). Spending is the player's exchange only.
 */
export { addAccrualMultiplier, type AccrualMultiplier } from './multipliers';
export { pointsToWire as playerCompPoints } from './store';
