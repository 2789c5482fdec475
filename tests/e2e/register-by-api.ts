import type { APIRequestContext } from '@playwright/test';
import { altchaChallengeSchema, captchaSettingSchema } from '../../schemas/wire/captcha';
import { solveAltcha } from '../../plugins/auth/captcha/altcha-solver';

/**
 * Registers through `POST /api/users` as the browser does: when the platform asks for the proof-of-work
 * captcha on sign-up, it is fetched and solved first (the same solver the sign-up form loads). Each sign-up comes
 * from a visitor address of its own (`X-Forwarded-For`, believed from the test runner: tests/e2e/fixtures.ts), as
 * separate people's would, so the platform's per-address sign-up budget is not spent by one worker's many players.
 */
export async function registerByApi(request: APIRequestContext, user: Record<string, unknown>) {
  const visitor = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
  const setting = captchaSettingSchema.parse(await (await request.get('/api/info/captcha', { headers: visitor })).json());
  let captcha: string | undefined;
  if (setting.enabled && setting.provider === 'altcha' && setting.challenge_url && setting.actions.includes('registration')) {
    captcha = await solveAltcha(altchaChallengeSchema.parse(await (await request.get(setting.challenge_url, { headers: visitor })).json()));
  }
  // Sign-up asks for the birth date (issue 24 item 4); an adult's unless the caller gives one.
  const adult = { date_of_birth: '15/01/1990', ...user };
  return request.post('/api/users', { headers: visitor, data: { user: captcha ? { ...adult, captcha } : adult } });
}
