import { API_RETRIES, API_RETRY_BASE_MS, API_RETRY_MAX_MS } from '@config/timing';

/**
 * Spec part 1 §7: network errors and timeouts are retried up to 6 times with exponential backoff plus
 * jitter. HTTP error statuses are answers, not network failures, and are not retried.
 * Decision (not in the spec): writes (POST, PATCH) are not retried, because a request that timed out may
 * have been carried out (a deposit, a registration); a caller may opt in with `retryWrites`.
 */
export const RETRY_LIMIT = API_RETRIES;
export const IDEMPOTENT_METHODS = ['get', 'put', 'head', 'delete', 'options'] as const;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(API_RETRY_MAX_MS, API_RETRY_BASE_MS * 2 ** (attempt - 1));
  // "Equal jitter": half fixed, half random, so retries never collapse to zero delay.
  return exponential / 2 + random() * (exponential / 2);
}

export function isRetriableFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError') return true;
  // fetch rejects with a TypeError when the network fails (DNS, refused, reset, offline).
  return error.name === 'TypeError';
}
