/** Characters of a winner's name shown before the mask (spec part 2 §9). */
export const SHOWN_NAME_CHARACTERS = 6;

/**
 * A winner's public name as leaderboards and the wins feed show it: the first 6 characters and `***` (spec part 2
 * §9), counted by code points so an emoji or accented letter is never cut in half. A shorter name is masked too:
 * the mask never tells how long the name was. An empty name shows the mask alone.
 */
export function maskName(name: string): string {
  return `${Array.from(name.trim()).slice(0, SHOWN_NAME_CHARACTERS).join('')}***`;
}
