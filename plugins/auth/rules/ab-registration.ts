/** Spec part 1 §4: the AB registration test puts a new player in one variant's group by id parity. */
export function abRegistrationGroup(playerId: number, groups: { even: number; odd: number }): number {
  return playerId % 2 === 0 ? groups.even : groups.odd;
}
