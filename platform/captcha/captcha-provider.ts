import type { CaptchaAction, CaptchaSetting } from '../../schemas/wire/captcha';

/** Why a token was refused; each maps to one message for the player and one reason in tests and logs. */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'replayed' | 'unavailable';
export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaRefusal };

export interface CaptchaCheck {
  token: string | undefined;
  action: CaptchaAction;
  /** The visitor's address, passed to vendors that score it (reCAPTCHA's `remoteip`). */
  ip: string;
}

/**
 * One captcha behind one interface (spec part 1 §5, §7): the self-hosted proof of work by default, a
 * vendor's where the operator configures one. Routes ask `requires` and `verify`, never which kind it is.
 */
export interface CaptchaProvider {
  /** What the client reads from GET /api/info/captcha. */
  setting(): CaptchaSetting;
  /** Whether `action` needs a token at all. */
  requires(action: CaptchaAction): boolean;
  verify(check: CaptchaCheck): Promise<CaptchaVerdict>;
  /** ALTCHA only: a fresh signed challenge. */
  challenge?(): Promise<unknown>;
}

/** No captcha: the operator switched it off (`CAPTCHA_PROVIDER=off`). */
export const noCaptcha: CaptchaProvider = {
  setting: () => ({ enabled: false, provider: 'recaptcha', site_key: null, challenge_url: null, actions: [] }),
  requires: () => false,
  verify: async () => ({ ok: true }),
};
