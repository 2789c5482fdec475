import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { encodeAltchaToken, type AltchaChallenge } from '@schemas/wire/captcha';

// Well past the platform's difficulty on a slow phone; a challenge not solved by then is given up.
const SOLVE_TIMEOUT_MS = 30_000;

/**
 * Solves the platform's proof-of-work challenge with ALTCHA's own solver (Web Crypto, so it runs in the
 * browser and in Node alike). Loaded only when a form needs a token: it never weighs on the first page.
 */
export async function solveAltcha(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('captcha challenge not solved in time');
  return encodeAltchaToken(challenge, solution);
}
