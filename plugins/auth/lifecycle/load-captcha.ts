import { CAPTCHA_ATTEMPTS, CAPTCHA_WAIT_MS } from '@config/timing';
import { stateOf, type PluginRuntime } from '@core/index';
import type { CaptchaAction, CaptchaSetting } from '@schemas/wire/captcha';
import { authApiState } from '../api';
import type { CaptchaStore } from '../store';
import { captchaToken, recaptchaExecute } from '../rules/captcha-token';

const loading = new WeakMap<CaptchaStore, Promise<void>>();

/**
 * Loads the captcha setting once per store; a platform without the route means "no captcha". The promise
 * lets the token step wait for exactly this answer instead of polling (issue 24 item 4: a submit must not
 * stall for seconds when no captcha is configured).
 */
export function ensureCaptchaSetting(runtime: PluginRuntime, store: CaptchaStore): Promise<void> {
  if (store.captcha !== undefined) return Promise.resolve();
  let pending = loading.get(store);
  if (!pending) {
    pending = stateOf(runtime, authApiState)
      .captchaSetting()
      .then(
        (setting) => void (store.captcha = setting),
        () => void (store.captcha = null),
      );
    loading.set(store, pending);
  }
  return pending;
}

/** The self-hosted proof of work: challenge from the platform, solver fetched only now (its own chunk). */
async function altchaExecute(runtime: PluginRuntime, setting: CaptchaSetting): Promise<string> {
  if (!setting.challenge_url) throw new Error('captcha challenge url missing');
  const [challenge, { solveAltcha }] = await Promise.all([
    stateOf(runtime, authApiState).captchaChallenge(setting.challenge_url),
    import(/* webpackChunkName: "altcha-solver" */ '../captcha/altcha-solver'),
  ]);
  return solveAltcha(challenge);
}

export async function tokenFor(runtime: PluginRuntime, store: CaptchaStore, action: CaptchaAction) {
  // Waits for the setting's own answer (bounded by the spec's 5 × 500 ms), not a fixed polling step.
  await Promise.race([ensureCaptchaSetting(runtime, store), new Promise<void>((resolve) => setTimeout(resolve, CAPTCHA_ATTEMPTS * CAPTCHA_WAIT_MS))]);
  return captchaToken({
    setting: () => store.captcha,
    action,
    execute: (setting) => (setting.provider === 'altcha' ? altchaExecute(runtime, setting) : recaptchaExecute(action)(setting)),
    onError: (reason) => runtime.log.warn('CAPTCHA_ERROR', { reason }),
  });
}
