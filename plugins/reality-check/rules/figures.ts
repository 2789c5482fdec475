/** The session's time as hours and minutes (whole minutes: a reality check is not a stopwatch). */
export function playedTime(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** How a net result reads: a win, a loss, or even. */
export function netKind(netCents: number): 'win' | 'loss' | 'even' {
  return netCents > 0 ? 'win' : netCents < 0 ? 'loss' : 'even';
}
