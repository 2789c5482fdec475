import type { APIRequestContext } from '@playwright/test';
import { altchaChallengeSchema, captchaSettingSchema } from '../../schemas/wire/captcha';
import { solveAltcha } from '../../plugins/auth/captcha/altcha-solver';

/**
 * Registers through `POST /api/users` as the browser does: when the platform asks for the proof-of-work
 * captcha on sign-up, it is fetched and solved first (the same solver the sign-up form loads).
 */
export async function registerByApi(request: APIRequestContext, user: Record<string, unknown>) {
  const setting = captchaSettingSchema.parse(await (await request.get('/api/info/captcha')).json());
  let captcha: string | undefined;
  if (setting.enabled && setting.provider === 'altcha' && setting.challenge_url && setting.actions.includes('registration')) {
    captcha = await solveAltcha(altchaChallengeSchema.parse(await (await request.get(setting.challenge_url)).json()));
  }
  return request.post('/api/users', { data: { user: captcha ? { ...user, captcha } : user } });
}
