/**
 * A readable, non-secret cookie that is present exactly while a session cookie is: the platform sets it with
 * the session and clears it with the session (and on any 401). The client asks `/api/player` only when it is
 * present, so a guest's visit makes no request that must fail (no 401 in the console).
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
