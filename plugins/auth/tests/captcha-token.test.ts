import { describe, expect, it, vi } from 'vitest';
import { createAltchaProvider } from '../../../platform/captcha/altcha-provider';
import { altchaChallengeSchema, NO_CAPTCHA, type CaptchaSetting } from '@schemas/wire/captcha';
import { solveAltcha } from '../captcha/altcha-solver';
import { captchaToken } from '../rules/captcha-token';

const recaptcha: CaptchaSetting = { enabled: true, provider: 'recaptcha', site_key: 'key', challenge_url: null, actions: ['registration'] };
const altcha: CaptchaSetting = { enabled: true, provider: 'altcha', site_key: null, challenge_url: '/api/captcha/challenge', actions: ['registration'] };
const noWait = async () => undefined;

describe('captcha token step (spec part 1 §7, §8)', () => {
  it('waits 500 ms while the setting loads, up to 5 attempts', async () => {
    const waits: number[] = [];
    let reads = 0;
    const token = await captchaToken({
      setting: () => (++reads < 3 ? undefined : recaptcha),
      action: 'registration',
      execute: async (setting) => `token-for-${setting.site_key}`,
      wait: async (ms) => void waits.push(ms),
    });
    expect(token).toBe('token-for-key');
    expect(waits).toEqual([500, 500]);
  });

  it('gives up when the setting never loads: logged, no token', async () => {
    const onError = vi.fn();
    const waits: number[] = [];
    const execute = vi.fn(async () => 't');
    const token = await captchaToken({ setting: () => undefined, action: 'registration', execute, wait: async (ms) => void waits.push(ms), onError });
    expect(token).toBeUndefined();
    expect(waits).toEqual([500, 500, 500, 500]);
    expect(execute).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('setting not loaded');
  });

  it('gives up after 5 failed attempts and logs, without a token', async () => {
    const onError = vi.fn();
    const execute = vi.fn(async () => {
      throw new Error('script missing');
    });
    const token = await captchaToken({ setting: () => recaptcha, action: 'registration', execute, wait: noWait, onError });
    expect(token).toBeUndefined();
    expect(execute).toHaveBeenCalledTimes(5);
    expect(onError).toHaveBeenCalledExactlyOnceWith('script missing');
  });

  it('makes no token when the captcha is off, absent, or not asked for this call', async () => {
    const execute = vi.fn(async () => 't');
    expect(await captchaToken({ setting: () => null, action: 'registration', execute })).toBeUndefined();
    expect(await captchaToken({ setting: () => NO_CAPTCHA, action: 'registration', execute })).toBeUndefined();
    expect(await captchaToken({ setting: () => altcha, action: 'login', execute })).toBeUndefined();
    expect(execute).not.toHaveBeenCalled();
  });

  it('solves the platform’s proof of work into a token the platform accepts once', async () => {
    const platform = createAltchaProvider({ hmacSecret: 'test-secret', maxCounter: 200, cost: 10, ttlMs: 60_000, actions: ['registration'] });
    const execute = async () => solveAltcha(altchaChallengeSchema.parse(JSON.parse(JSON.stringify(await platform.challenge!()))));
    const token = await captchaToken({ setting: () => altcha, action: 'registration', execute, wait: noWait });
    expect(token).toEqual(expect.any(String));
    expect(await platform.verify({ token, action: 'registration', ip: '203.0.113.1' })).toEqual({ ok: true });
    expect(await platform.verify({ token, action: 'registration', ip: '203.0.113.1' })).toEqual({ ok: false, reason: 'replayed' });
  });
});
