/**
 * When the status-up modal may show (spec part 2 §4): the level rose above the one this player last saw
 * celebrated, the player is not on a game page, and no other modal is open. Once shown, the seen level moves
 * up, so the same rise never shows twice.
 */
export interface StatusUpContext {
  /** Rank of the level last seen (null: never recorded — the first look records without celebrating). */
  seenRank: number | null;
  currentRank: number;
  path: string;
  modalOpen: boolean;
}

export const isGamePage = (path: string): boolean => /^\/play(\/|$)/.test(path);

export function shouldShowStatusUp({ seenRank, currentRank, path, modalOpen }: StatusUpContext): boolean {
  if (seenRank === null || currentRank <= seenRank) return false;
  return !isGamePage(path) && !modalOpen;
}
