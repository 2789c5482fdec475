/** Whole days, hours, minutes and seconds until `target` (never negative). */
export function timeLeft(target: number, now: number): { days: number; hours: number; minutes: number; seconds: number; done: boolean } {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}
