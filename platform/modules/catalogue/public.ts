/**
 * What other modules may use of the catalogue: the games a launcher starts, by route or identifier, and a
 * game's kind (slots, crash, table, live) from its categories.
 */
export { findLaunchableGame, gameTitle, type LaunchableGame } from './launchable-games';
export { gameKind, type GameKind } from './game-kind';
