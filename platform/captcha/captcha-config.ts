import { randomBytes } from 'node:crypto';
import type { CaptchaAction } from '../../schemas/wire/captcha';
import { createAltchaProvider } from './altcha-provider';
import { noCaptcha, type CaptchaProvider } from './captcha-provider';
import { createRecaptchaProvider } from './recaptcha-provider';

export type CaptchaConfig =
  | { provider: 'off' }
  | { provider: 'altcha'; hmacSecret: string; maxCounter: number; cost: number }
  | { provider: 'recaptcha'; secret: string; siteKey: string | null; minScore: number };

/**
 * Decision (issue 20 item 9): the captcha is ON by default, for sign-up, with the self-hosted proof of work.
 * A first-class casino never takes anonymous accounts unchallenged (bonus abuse, multi-accounting), and
 * the proof of work needs no vendor account, sends no visitor data to a third party, and asks nothing of
 * a human: `npm start` shows it working. Sign-in is left to the per-account and per-address limits,
 * since a real player signs in far more often than they register. Operators pick reCAPTCHA by setting
 * `RECAPTCHA_SECRET` (and `RECAPTCHA_SITE_KEY` for the client), or `CAPTCHA_PROVIDER=off`.
 */
export const CAPTCHA_ACTIONS: CaptchaAction[] = ['registration'];

// About 0.1–0.3 s of a laptop's time (a second or so on a low-end phone): a person does not notice it behind
// the form, a farm of a thousand sign-ups pays for every one of them.
export const DEFAULT_ALTCHA_MAX_COUNTER = 2_000;
export const DEFAULT_ALTCHA_COST = 500;
export const CAPTCHA_TTL_MS = 10 * 60_000;
export const RECAPTCHA_MIN_SCORE = 0.5;

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/** Reads `CAPTCHA_PROVIDER`, `RECAPTCHA_SECRET`, `RECAPTCHA_SITE_KEY`, `ALTCHA_HMAC_SECRET`, `ALTCHA_MAX_COUNTER`. */
export function captchaConfigFromEnv(env: NodeJS.ProcessEnv): CaptchaConfig {
  const chosen = env.CAPTCHA_PROVIDER?.trim().toLowerCase();
  if (chosen === 'off') return { provider: 'off' };
  const secret = env.RECAPTCHA_SECRET?.trim();
  if (chosen === 'recaptcha' || (!chosen && secret)) {
    if (!secret) throw new Error('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET');
    return { provider: 'recaptcha', secret, siteKey: env.RECAPTCHA_SITE_KEY?.trim() || null, minScore: RECAPTCHA_MIN_SCORE };
  }
  if (chosen && chosen !== 'altcha') throw new Error(`CAPTCHA_PROVIDER must be altcha, recaptcha or off, not "${chosen}"`);
  return {
    provider: 'altcha',
    // A per-process secret is enough for one platform process: a restart only voids unsolved challenges.
    hmacSecret: env.ALTCHA_HMAC_SECRET?.trim() || randomBytes(32).toString('hex'),
    maxCounter: positiveInt(env.ALTCHA_MAX_COUNTER, DEFAULT_ALTCHA_MAX_COUNTER),
    cost: positiveInt(env.ALTCHA_COST, DEFAULT_ALTCHA_COST),
  };
}

export function createCaptchaProvider(config: CaptchaConfig, fetchFn?: typeof fetch): CaptchaProvider {
  switch (config.provider) {
    case 'off':
      return noCaptcha;
    case 'altcha':
      return createAltchaProvider({ ...config, ttlMs: CAPTCHA_TTL_MS, actions: CAPTCHA_ACTIONS });
    case 'recaptcha':
      return createRecaptchaProvider({ ...config, actions: CAPTCHA_ACTIONS, fetch: fetchFn });
  }
}
