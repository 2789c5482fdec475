import { stateOf, type PluginRuntime } from '@core/index';
import type { CaptchaAction, CaptchaSetting } from '@schemas/wire/captcha';
import { authApiState } from '../api';
import type { CaptchaStore } from '../store';
import { captchaToken, recaptchaExecute } from '../rules/captcha-token';

/** Starts loading the captcha setting once; a platform without the route means "no captcha". */
export function ensureCaptchaSetting(runtime: PluginRuntime, store: CaptchaStore) {
  if (store.captcha !== undefined) return;
  stateOf(runtime, authApiState)
    .captchaSetting()
    .then((setting) => (store.captcha = setting))
    .catch(() => (store.captcha = null));
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

export function tokenFor(runtime: PluginRuntime, store: CaptchaStore, action: CaptchaAction) {
  return captchaToken({
    setting: () => store.captcha,
    action,
    execute: (setting) => (setting.provider === 'altcha' ? altchaExecute(runtime, setting) : recaptchaExecute(action)(setting)),
    onError: (reason) => runtime.log.warn('CAPTCHA_ERROR', { reason }),
  });
}
