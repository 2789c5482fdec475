/**
 * What other modules (and operator tooling) may use of tournaments: create one, and finish one whose end
 * passed (the scheduler's job does it on its own; exposed for tools that settle by hand).
 */
export { createTournament, type NewTournament, type NewTournamentPrize } from './create-tournament';
export { finishTournament } from './finish';
