/**
 * What other modules may use of the game studio: the free-rounds extension point (a bonus engine provides free
 * spins through it; slots ask it). Rounds themselves are published as `round.settled`; nothing else is called by name.
 */
export { provideFreeRounds, type FreeRound, type FreeRoundProvider } from './free-rounds';
