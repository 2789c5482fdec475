/** sessionStorage when the browser allows it (private modes may throw); `null` on the server. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
