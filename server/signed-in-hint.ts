import { SIGNED_IN_HINT_COOKIE } from '../schemas/wire/session-hint';

/** Answers after which a session exists: sign-in, registration, and the profile itself. */
const SESSION_PROVEN = [/^\/api\/users\/sign_in$/, /^\/api\/users$/, /^\/api\/player$/, /^\/users\/auth\/[^/]+\/callback/];

/**
 * An operator's platform knows nothing of the `signed_in` hint the client reads before asking for the
 * player, so the proxy keeps it from the answers it relays: set when an answer proves a session, cleared on
 * sign-out and on any 401. Returns the `Set-Cookie` to add, if any.
 */
export function signedInHintFor(method: string, url: string, status: number, secure: boolean): string | null {
  const path = url.split('?')[0]!;
  if (status === 401 || (method === 'DELETE' && path === '/api/users/sign_out')) {
    return `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
  }
  if (status >= 200 && status < 300 && SESSION_PROVEN.some((pattern) => pattern.test(path))) {
    return `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${30 * 86_400}; SameSite=Lax${secure ? '; Secure' : ''}`;
  }
  return null;
}
