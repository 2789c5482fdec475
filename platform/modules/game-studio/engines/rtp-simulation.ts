/**
 * Running statistics of a simulation: mean and standard error of a per-round quantity (e.g. win ÷ stake),
 * so a test can say how far a seeded simulation may honestly sit from an exact value.
 */
export class Tally {
  private n = 0;
  private sum = 0;
  private squares = 0;

  add(x: number): void {
    this.n++;
    this.sum += x;
    this.squares += x * x;
  }

  get count(): number {
    return this.n;
  }

  get mean(): number {
    return this.sum / this.n;
  }

  /** Standard deviation of one observation. */
  get sd(): number {
    return Math.sqrt(Math.max(0, this.squares / this.n - this.mean ** 2));
  }

  /** Standard error of the mean. */
  get se(): number {
    return this.sd / Math.sqrt(this.n);
  }
}

/** Percentage points, for messages: 0.96284 → "96.284". */
export const pct = (fraction: number) => (fraction * 100).toFixed(3);
