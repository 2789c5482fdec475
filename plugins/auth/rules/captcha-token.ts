import { CAPTCHA_ATTEMPTS, CAPTCHA_WAIT_MS } from '@config/timing';
import type { CaptchaAction, CaptchaSetting } from '@schemas/wire/captcha';

export interface CaptchaDeps {
  /** `undefined` while the setting is loading. */
  setting: () => CaptchaSetting | null | undefined;
  /** The call the token is for: the setting lists the calls that need one. */
  action: CaptchaAction;
  /** Makes a token with the setting's provider; rejects when its script is missing or fails. */
  execute: (setting: CaptchaSetting) => Promise<string>;
  wait?: (ms: number) => Promise<void>;
  onError?: (reason: string) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec part 1 §7: the token is made on the client, up to 5 attempts, waiting 500 ms while the setting is
 * not loaded. §8: a failure is logged and the call goes on without a token (the platform decides).
 */
export async function captchaToken(deps: CaptchaDeps): Promise<string | undefined> {
  const wait = deps.wait ?? sleep;
  for (let attempt = 1; attempt <= CAPTCHA_ATTEMPTS; attempt++) {
    const setting = deps.setting();
    if (setting === undefined) {
      if (attempt < CAPTCHA_ATTEMPTS) await wait(CAPTCHA_WAIT_MS);
      continue;
    }
    if (!setting || !setting.enabled || !setting.actions.includes(deps.action)) return undefined;
    try {
      return await deps.execute(setting);
    } catch (error) {
      if (attempt === CAPTCHA_ATTEMPTS) deps.onError?.(error instanceof Error ? error.message : String(error));
      else await wait(CAPTCHA_WAIT_MS);
    }
  }
  if (deps.setting() === undefined) deps.onError?.('setting not loaded');
  return undefined;
}

interface RecaptchaLike {
  ready(fn: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** reCAPTCHA v3 when its script is on the page (the operator adds it); otherwise no token. */
export function recaptchaExecute(action: string) {
  return ({ site_key: siteKey }: CaptchaSetting): Promise<string> => {
    const grecaptcha = (globalThis as { grecaptcha?: RecaptchaLike }).grecaptcha;
    if (!grecaptcha) return Promise.reject(new Error('recaptcha script missing'));
    if (!siteKey) return Promise.reject(new Error('recaptcha site key missing'));
    return new Promise((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)));
  };
}
