import { describe, expect, it } from 'vitest';
import { altchaChallengeSchema, encodeAltchaToken, type AltchaChallenge } from '../../schemas/wire/captcha';
import { solveAltcha } from '../../plugins/auth/captcha/altcha-solver';
import { createAltchaProvider } from './altcha-provider';

const options = { hmacSecret: 'secret', maxCounter: 100, cost: 5, ttlMs: 60_000, actions: ['registration' as const] };
const check = (token: string | undefined) => ({ token, action: 'registration' as const, ip: '198.51.100.7' });
const challengeOf = async (provider: ReturnType<typeof createAltchaProvider>) =>
  altchaChallengeSchema.parse(JSON.parse(JSON.stringify(await provider.challenge!())));

describe('ALTCHA proof of work', () => {
  it('accepts a solved challenge once', async () => {
    const provider = createAltchaProvider(options);
    const token = await solveAltcha(await challengeOf(provider));
    expect(await provider.verify(check(token))).toEqual({ ok: true });
    expect(await provider.verify(check(token))).toEqual({ ok: false, reason: 'replayed' });
  });

  it('says why it refuses: missing, malformed, wrong answer, tampered difficulty, expired', async () => {
    const provider = createAltchaProvider(options);
    expect(await provider.verify(check(undefined))).toEqual({ ok: false, reason: 'missing' });
    expect(await provider.verify(check('%%%'))).toEqual({ ok: false, reason: 'invalid' });
    const challenge = await challengeOf(provider);
    expect(await provider.verify(check(encodeAltchaToken(challenge, { counter: 0, derivedKey: 'ab'.repeat(32) })))).toEqual({ ok: false, reason: 'invalid' });
    // An easier challenge of the sender's own making fails the signature.
    const easier: AltchaChallenge = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect(await provider.verify(check(encodeAltchaToken(easier, { counter: 0, derivedKey: '0'.repeat(64) })))).toEqual({ ok: false, reason: 'invalid' });

    const past = createAltchaProvider({ ...options, now: () => Date.now() - 2 * options.ttlMs });
    const stale = await solveAltcha(await challengeOf(past));
    expect(await past.verify(check(stale))).toEqual({ ok: false, reason: 'expired' });
  });
});
