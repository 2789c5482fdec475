/** Whether this page load reports: `draw` is uniform in [0, 1), so `rate` 0 never does and 1 always does. */
export function sampled(rate: number, draw: number): boolean {
  return draw < rate;
}
