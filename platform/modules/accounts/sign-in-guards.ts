import type { PlatformContext } from '../../context';

/**
 * An extension point of accounts: modules above it (limits: cooling-off and self-exclusion) refuse sign-in
 * without accounts naming them, which would make the two depend on each other. Guards run after the
 * password (and so never tell a stranger that an account is locked), before any session is made.
 */

/** Why a player may not sign in now: the lock's type and its end (`null`: no end). */
export interface SignInLock {
  type: string;
  until: string | null;
}

export type SignInGuard = (playerId: number, now: Date) => SignInLock | null;

// Per platform instance (two platforms in one process, as in tests, never share guards).
const guardsByContext = new WeakMap<PlatformContext, SignInGuard[]>();

/** Called from a module's `register`. */
export function addSignInGuard(ctx: PlatformContext, guard: SignInGuard) {
  const guards = guardsByContext.get(ctx) ?? [];
  guards.push(guard);
  guardsByContext.set(ctx, guards);
}

/** The first lock a guard reports, or `null` when the player may sign in. */
export function signInLock(ctx: PlatformContext, playerId: number, now = ctx.clock.now()): SignInLock | null {
  for (const guard of guardsByContext.get(ctx) ?? []) {
    const lock = guard(playerId, now);
    if (lock) return lock;
  }
  return null;
}
