/**
 * One `Idempotency-Key` per attempt (platform: a replayed key answers the first payment): a double click, or a
 * retry of the same form, makes one payment; a changed form is a new attempt with a new key.
 */
export function newIdempotencyKey(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return `cashbox-${random()}`;
}
