import type { Runtime } from '@core/index';
import { authApi } from '../api';
import type { AuthStore } from '../store';
import { captchaToken, recaptchaExecute } from '../rules/captcha-token';

/** Starts loading the captcha setting once; guests get a 401 there, which means "no captcha". */
export function ensureCaptchaSetting(runtime: Runtime, store: AuthStore) {
  if (store.captcha !== undefined) return;
  authApi(runtime)
    .captchaSetting()
    .then((setting) => (store.captcha = setting))
    .catch(() => (store.captcha = null));
}

export function tokenFor(runtime: Runtime, store: AuthStore, action: string) {
  return captchaToken({
    setting: () => store.captcha,
    execute: recaptchaExecute(action),
    onError: (reason) => runtime.log.warn('CAPTCHA_ERROR', { reason }),
  });
}
