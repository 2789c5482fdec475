/** What other modules may use of the catalogue: the games a launcher starts, by route or identifier. */
export { findLaunchableGame, gameTitle, type LaunchableGame } from './launchable-games';
