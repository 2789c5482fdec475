import { RANDOM_GAME_RETRIES } from '@config/timing';
import type { Game, Device } from '@schemas/wire/games';

/**
 * Spec §8: ask for a random game until one comes from an allowed provider, at most 10 times.
 * Returns `null` when none was found (the caller logs `LOAD_RANDOM_GAME_ERROR` and shows a toast).
 */
export async function findRandomGame(fetchRandom: (device: Device) => Promise<Game>, device: Device, hidden: ReadonlySet<string>): Promise<Game | null> {
  for (let attempt = 0; attempt < RANDOM_GAME_RETRIES; attempt++) {
    try {
      const game = await fetchRandom(device);
      if (!hidden.has(game.provider)) return game;
    } catch {
      // already logged by the api client; try again
    }
  }
  return null;
}
