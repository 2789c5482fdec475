import { CappedMap, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaAction } from '../../schemas/wire/captcha';
import type { CaptchaProvider } from './captcha-provider';
import { decodeAltchaToken } from './altcha-token';

export interface AltchaOptions {
  /** Signs challenges so the platform keeps no state until one comes back solved. */
  hmacSecret: string;
  /** The solver tries on average half of this many counters: the difficulty knob (`ALTCHA_MAX_COUNTER`). */
  maxCounter: number;
  /** PBKDF2 iterations per counter tried: makes each try cost the same on a GPU farm as in a phone. */
  cost: number;
  /** How long a challenge may be solved and used; replays are remembered this long. */
  ttlMs: number;
  actions: CaptchaAction[];
  now?: () => number;
}

const ALGORITHM = 'PBKDF2/SHA-256';
// Outstanding-token memory is bounded: past this, the oldest used tokens are forgotten (they expire anyway).
const MAX_REMEMBERED = 100_000;

/** Self-hosted proof of work with ALTCHA (altcha-lib): no third party sees our visitors. */
export function createAltchaProvider(options: AltchaOptions): CaptchaProvider {
  const now = options.now ?? Date.now;
  const used = new CappedMap<string, number>({ maxSize: MAX_REMEMBERED });
  return {
    setting: () => ({ enabled: true, provider: 'altcha', site_key: null, challenge_url: '/api/captcha/challenge', actions: options.actions }),
    requires: (action) => options.actions.includes(action),
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        // Deterministic mode: the platform derives the key at a random counter and signs it, so checking a
        // solution is one HMAC, not a re-derivation (a flood of bad tokens costs the platform nothing).
        counter: randomInt(options.maxCounter),
        deriveKey,
        expiresAt: new Date(now() + options.ttlMs),
        hmacSignatureSecret: options.hmacSecret,
        hmacKeySignatureSecret: options.hmacSecret,
      }),
    async verify({ token }) {
      if (!token) return { ok: false, reason: 'missing' };
      const payload = decodeAltchaToken(token);
      if (!payload) return { ok: false, reason: 'invalid' };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: options.hmacSecret,
        hmacKeySignatureSecret: options.hmacSecret,
      }).catch(() => null);
      if (!result) return { ok: false, reason: 'invalid' };
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      // One solved challenge, one call: the signature identifies the challenge.
      if (!used.setIfAbsent(payload.challenge.signature ?? '', now())) return { ok: false, reason: 'replayed' };
      return { ok: true };
    },
  };
}
