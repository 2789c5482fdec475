import { describe, expect, it } from 'vitest';
import { safeRedirectTarget as clientRouterCheck } from '../../core/router/route-rules';
import { checkRedirectTarget, safeRedirectTarget } from '../../schemas/validation/safe-redirect';
import { MALFORMED_REDIRECTS, REDIRECT_PAYLOADS } from './redirect-payloads';

describe('the shared redirect check', () => {
  it('is the one the client router uses', () => {
    expect(clientRouterCheck).toBe(safeRedirectTarget);
  });

  it.each(REDIRECT_PAYLOADS)('%j → %j', (payload, expected) => {
    expect(safeRedirectTarget(payload)).toBe(expected);
  });

  it.each(MALFORMED_REDIRECTS)('%j is malformed, not unsafe', (payload) => {
    expect(checkRedirectTarget(payload)).toEqual({ ok: false, reason: 'malformed' });
    expect(safeRedirectTarget(payload)).toBeNull();
  });

  it('refuses what is not a string, and overly long targets', () => {
    for (const value of [undefined, null, 42, ['/a'], { a: 1 }]) expect(safeRedirectTarget(value)).toBeNull();
    expect(safeRedirectTarget(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('whatever it accepts stays on the origin it is resolved against', () => {
    for (const [payload] of REDIRECT_PAYLOADS) {
      const target = safeRedirectTarget(payload);
      if (target !== null) expect(new URL(target, 'https://casino.example').origin).toBe('https://casino.example');
    }
  });
});
