import * as z from 'zod/mini';
import { orNull, wireFlag, wireStrings } from './tolerant';

/**
 * Captcha (spec part 1 §5, §7; issue 20 item 9). The platform says whether a captcha is asked, which kind,
 * and for which calls; the client makes a token and sends it as `user.captcha` with those calls.
 */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/** The calls a captcha can guard; the client's token step names its call with the same word. */
export type CaptchaAction = 'registration' | 'login';

/**
 * GET /api/info/captcha (guests read it: sign-up happens before any session). The same `enabled` and
 * `site_key` as the player settings' captcha block, plus what the client needs to pick a solver.
 * Absent or malformed means no captcha: the platform still refuses what it requires.
 */
export const captchaSettingSchema = z.object({
  enabled: wireFlag,
  /** A platform of the family that sends no provider uses reCAPTCHA (the spec's "recaptcha setting"). */
  provider: z.catch(z.enum(CAPTCHA_PROVIDERS), 'recaptcha'),
  /** reCAPTCHA's public key; null for the self-hosted proof of work. */
  site_key: orNull(z.string()),
  /** Where the proof-of-work challenge comes from (ALTCHA); null for reCAPTCHA. */
  challenge_url: orNull(z.string()),
  /** The calls that need a token; others are sent without one. */
  actions: wireStrings,
});
export type CaptchaSetting = z.output<typeof captchaSettingSchema>;
export const NO_CAPTCHA: CaptchaSetting = { enabled: false, provider: 'recaptcha', site_key: null, challenge_url: null, actions: [] };

/**
 * GET /api/captcha/challenge: an ALTCHA v2 challenge, passed to the solver as it came. Only the shape
 * the solver reads is checked; unknown parameters are kept, because the platform's signature covers them.
 */
export const altchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.optional(z.string()),
});
export type AltchaChallenge = z.output<typeof altchaChallengeSchema>;

/** What the solver found (ALTCHA's `Solution`). */
export interface AltchaSolution {
  counter: number;
  derivedKey: string;
  time?: number;
}

/**
 * The token is ALTCHA's own payload format (base64 of `{ challenge, solution }`), so an operator can swap
 * our solver for the official widget without touching the platform.
 */
export function encodeAltchaToken(challenge: AltchaChallenge, solution: AltchaSolution): string {
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
