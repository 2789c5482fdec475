import { describe, expect, it, vi } from 'vitest';
import { captchaConfigFromEnv, createCaptchaProvider } from './captcha-config';
import { createRecaptchaProvider, SITEVERIFY_URL } from './recaptcha-provider';

// No network: Google's siteverify is a fake fetch that records what it was asked.
function fakeSiteverify(answer: unknown, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(answer), { status }));
}
const provider = (fetch: typeof globalThis.fetch) =>
  createRecaptchaProvider({ secret: 'server-secret', siteKey: 'site-key', minScore: 0.5, actions: ['registration'], fetch });
const check = { token: 'token-from-browser', action: 'registration' as const, ip: '198.51.100.7' };

describe('reCAPTCHA adapter', () => {
  it('asks siteverify with the secret, the token and the visitor’s address, and accepts a human', async () => {
    const fetch = fakeSiteverify({ success: true, score: 0.9, action: 'registration', hostname: 'casino.example' });
    expect(await provider(fetch).verify(check)).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(SITEVERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({ secret: 'server-secret', response: 'token-from-browser', remoteip: '198.51.100.7' });
  });

  it('refuses a low score, another action’s token, a refused token and a reused one', async () => {
    expect(await provider(fakeSiteverify({ success: true, score: 0.1, action: 'registration' })).verify(check)).toEqual({ ok: false, reason: 'invalid' });
    expect(await provider(fakeSiteverify({ success: true, score: 0.9, action: 'login' })).verify(check)).toEqual({ ok: false, reason: 'invalid' });
    expect(await provider(fakeSiteverify({ success: false, 'error-codes': ['invalid-input-response'] })).verify(check)).toEqual({ ok: false, reason: 'invalid' });
    expect(await provider(fakeSiteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] })).verify(check)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('fails closed when Google cannot be asked, and never calls it without a token', async () => {
    expect(await provider(fakeSiteverify({}, 503)).verify(check)).toEqual({ ok: false, reason: 'unavailable' });
    expect(await provider(fakeSiteverify('not json-shaped')).verify(check)).toEqual({ ok: false, reason: 'unavailable' });
    const broken = vi.fn(async () => Promise.reject(new Error('ECONNREFUSED')));
    expect(await provider(broken).verify(check)).toEqual({ ok: false, reason: 'unavailable' });
    const unused = fakeSiteverify({ success: true });
    expect(await provider(unused).verify({ ...check, token: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(unused).not.toHaveBeenCalled();
  });

  it('gives the client the site key, never the secret', () => {
    const setting = provider(fakeSiteverify({})).setting();
    expect(setting).toEqual({ enabled: true, provider: 'recaptcha', site_key: 'site-key', challenge_url: null, actions: ['registration'] });
    expect(JSON.stringify(setting)).not.toContain('server-secret');
  });
});

describe('captcha configuration from the environment', () => {
  it('is the self-hosted proof of work unless the operator says otherwise', () => {
    expect(captchaConfigFromEnv({})).toMatchObject({ provider: 'altcha' });
    expect(captchaConfigFromEnv({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' })).toEqual({ provider: 'recaptcha', secret: 's', siteKey: 'k', minScore: 0.5 });
    expect(captchaConfigFromEnv({ CAPTCHA_PROVIDER: 'off', RECAPTCHA_SECRET: 's' })).toEqual({ provider: 'off' });
    expect(() => captchaConfigFromEnv({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET/);
    expect(() => captchaConfigFromEnv({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/altcha, recaptcha or off/);
  });
  it('wires the reCAPTCHA adapter with an injected fetch', async () => {
    const fetch = fakeSiteverify({ success: true, score: 0.7, action: 'registration' });
    const captcha = createCaptchaProvider({ provider: 'recaptcha', secret: 's', siteKey: 'k', minScore: 0.5 }, fetch);
    expect(captcha.requires('registration')).toBe(true);
    expect(captcha.requires('login')).toBe(false);
    expect(await captcha.verify(check)).toEqual({ ok: true });
  });
});
