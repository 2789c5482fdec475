import { describe, expect, it } from 'vitest';
import { stateOf } from '@core/index';
import { catalogEntry } from '../../../core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { ensureCaptchaSetting, tokenFor } from '../lifecycle/load-captcha';
import { authManifest } from '../manifest';
import { authCaptchaState } from '../state';

const auth = catalogEntry(authManifest, () => import('../index'));
const off = { enabled: false, provider: 'recaptcha', site_key: null, challenge_url: null, actions: [] };

/** Issue 24 item 4: the token step waits for the setting's answer itself, never for fixed polling steps. */
describe('captcha token step', () => {
  it('with no captcha configured and the setting not loaded yet, it loads it and goes on at once', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [auth], api: { 'GET /api/info/captcha': off } });
    const store = stateOf(runtime, authCaptchaState);
    expect(store.captcha).toBeUndefined();
    const started = Date.now();
    expect(await tokenFor(runtime, store, 'registration')).toBeUndefined();
    // The old loop polled in 500 ms steps and gave up after 2 s when nobody had started the load.
    expect(Date.now() - started).toBeLessThan(400);
    expect(store.captcha).toEqual(off);
    expect(api.calls.filter((c) => c.path.startsWith('/api/info/captcha'))).toHaveLength(1);
  });

  it('loads the setting once however many forms ask, and treats a failed load as no captcha', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [auth], api: { 'GET /api/info/captcha': () => ({ status: 500, body: {} }) } });
    const store = stateOf(runtime, authCaptchaState);
    await Promise.all([ensureCaptchaSetting(runtime, store), ensureCaptchaSetting(runtime, store), tokenFor(runtime, store, 'login')]);
    expect(store.captcha).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('/api/info/captcha')).length).toBeLessThanOrEqual(1);
  });
});
