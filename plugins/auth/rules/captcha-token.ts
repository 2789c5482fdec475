import { CAPTCHA_ATTEMPTS, CAPTCHA_WAIT_MS } from '@config/timing';
import type { CaptchaSetting } from '../store';

export interface CaptchaDeps {
  /** `undefined` while the setting is loading. */
  setting: () => CaptchaSetting | null | undefined;
  /** Asks the captcha vendor for a token; rejects when its script is missing or fails. */
  execute: (siteKey: string) => Promise<string>;
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
    if (!setting || !setting.enabled || !setting.site_key) return undefined;
    try {
      return await deps.execute(setting.site_key);
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
  return (siteKey: string): Promise<string> => {
    const grecaptcha = (globalThis as { grecaptcha?: RecaptchaLike }).grecaptcha;
    if (!grecaptcha) return Promise.reject(new Error('recaptcha script missing'));
    return new Promise((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)));
  };
}
