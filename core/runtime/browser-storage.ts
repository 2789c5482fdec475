/**
 * The browser's storages when the browser allows them (private modes and blocked storage throw on access);
 * `null` on the server and where refused, so callers fall back to defaults instead of failing.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
