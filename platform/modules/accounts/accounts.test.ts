import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playerSchema } from '../../../schemas/wire/player';
import { captchaToken, CookieJar, countRows, mailsTo, signIn, startTestPlatform, tokenFromMail, type TestPlatform } from './test-platform';


let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: 'new.player@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
  nickname: 'NewPlayer',
  date_of_birth: '15/01/1990',
  currency: 'CAD',
  country: 'CA',
  terms_acceptance: true,
  dfpc: 'fingerprint',
  ...overrides,
});

// Every sign-up solves the captcha, as the browser does (the reference platform asks for it by default).
const register = async (user: Record<string, unknown>, headers: Record<string, string> = {}) =>
  platform.app.inject({ method: 'POST', url: '/api/users', payload: { user: { captcha: await captchaToken(platform.app), ...user } }, headers });

describe('registration', () => {
  it('creates, signs in and mails a confirmation link', async () => {
    const jar = new CookieJar();
    const response = jar.store(await register(newUser()));
    expect(response.statusCode).toBe(201);
    const player = playerSchema.parse(response.json());
    expect(player).toMatchObject({ email: 'new.player@example.com', currency: 'CAD', country: 'CA', confirmed_at: null, auth_fields_missed: [] });
    expect(player.statuses).toEqual([{ id: 1117, name: 'Rising star' }]);
    expect(jar.has('croupier_session')).toBe(true);
    const me = await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() });
    expect(me.json().id).toBe(player.id);

    const [mail] = await mailsTo(platform.app, 'new.player@example.com');
    const token = tokenFromMail(mail!.body, 'confirmation_token');
    const confirmed = await platform.app.inject({ method: 'GET', url: `/api/users/confirmation?confirmation_token=${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().email).toBe('new.player@example.com');
    const again = await platform.app.inject({ method: 'GET', url: `/api/users/confirmation?confirmation_token=${token}` });
    expect(again.statusCode).toBe(422);
  });

  it('answers 422 with localized field messages and writes nothing', async () => {
    const before = countRows(platform.ctx, 'players');
    const response = await register(
      newUser({ email: 'not-an-email', password: '123', password_confirmation: 'x', nickname: 'a_b', currency: 'XXX', terms_acceptance: false }),
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.email).toEqual(['Bitte eine gültige E-Mail-Adresse eingeben']);
    expect(errors.password).toEqual(['Mindestens 8 Zeichen']);
    expect(errors.nickname).toBeDefined();
    expect(errors.currency).toBeDefined();
    expect(errors.terms_acceptance).toBeDefined();
    expect(countRows(platform.ctx, 'players')).toBe(before);
  });

  it('refuses a taken e-mail, a mismatched confirmation and a shape error', async () => {
    expect((await register(newUser({ email: 'DEMO@croupier.dev' }))).json().errors.email).toEqual(['This e-mail is already registered']);
    expect((await register(newUser({ password_confirmation: 'other123' }))).json().errors.password_confirmation).toEqual(['Passwords do not match']);
    const shape = await register({ email: 5 });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors.email).toBeDefined();
  });

  it('refuses visitors from full-restriction countries (and the restricted country itself)', async () => {
    const visitor = await register(newUser(), { 'x-country-code': 'EE' });
    expect(visitor.statusCode).toBe(422);
    expect(visitor.json().errors.base).toEqual(['Registration restricted in your country']);
    expect((await register(newUser({ country: 'RU' }))).json().errors.country).toBeDefined();
  });

  it('check-email tells whether an account exists', async () => {
    const ask = (email: string) => platform.app.inject({ method: 'POST', url: '/check-email', payload: { email } });
    expect((await ask('demo@croupier.dev')).json()).toEqual({ exists: true });
    expect((await ask('nobody@croupier.dev')).json()).toEqual({ exists: false });
  });
});

describe('sign-in', () => {
  it('signs the demo player in and out', async () => {
    const { response, jar } = await signIn(platform.app, 'demo@croupier.dev', 'Demo12345');
    expect(response.statusCode).toBe(201);
    expect(playerSchema.parse(response.json()).current_sign_in_at).not.toBeNull();
    const out = jar.store(await platform.app.inject({ method: 'DELETE', url: '/api/users/sign_out', headers: jar.headers() }));
    expect(out.statusCode).toBe(204);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() })).statusCode).toBe(401);
  });

  it('answers 401 alike for a wrong password and an unknown e-mail', async () => {
    const wrong = (await signIn(platform.app, 'demo@croupier.dev', 'nope123')).response;
    const unknown = (await signIn(platform.app, 'ghost@croupier.dev', 'nope123')).response;
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('invalid_credentials');
  });

  it('two-factor: code by mail, then the same call with otp_attempt', async () => {
    const step1 = await signIn(platform.app, 'twofa@croupier.dev', 'Demo12345');
    expect(step1.response.statusCode).toBe(200);
    expect(step1.response.json()).toEqual({ two_factor_required: true });
    expect(step1.jar.has('croupier_session')).toBe(false);
    const [mail] = await mailsTo(platform.app, 'twofa@croupier.dev');
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    const attempt = (otp: string) =>
      platform.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { email: 'twofa@croupier.dev', password: 'Demo12345', otp_attempt: otp } } });
    const wrong = await attempt(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp_attempt).toBeDefined();
    const right = await attempt(code);
    expect(right.statusCode).toBe(201);
    expect(right.json().two_factor_enabled).toBe(true);
    expect((await attempt(code)).statusCode).toBe(422); // a code works once
  });

  it('limits failures per account: after five wrong passwords even the right one waits (429)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn(platform.app, 'demo@croupier.dev', 'wrong-1')).response.statusCode).toBe(401);
    const blocked = (await signIn(platform.app, 'demo@croupier.dev', 'Demo12345')).response;
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toBe('Too many attempts, try again in a few minutes');
    expect((await signIn(platform.app, 'aussie@croupier.dev', 'Demo12345')).response.statusCode).toBe(201);
  });

  it('refuses sign-in from a full-restriction country', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { 'x-country-code': 'BY' },
      payload: { user: { email: 'demo@croupier.dev', password: 'Demo12345' } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('login_restricted');
  });
});

describe('passwords and confirmation', () => {
  it('reminder mails a reset link; reset changes the password and ends sessions', async () => {
    const { jar } = await signIn(platform.app, 'demo@croupier.dev', 'Demo12345');
    const remind = (email: string) => platform.app.inject({ method: 'POST', url: '/api/users/password', payload: { user: { email } } });
    expect((await remind('ghost@croupier.dev')).statusCode).toBe(201);
    expect((await remind('demo@croupier.dev')).statusCode).toBe(201);
    const [mail] = await mailsTo(platform.app, 'demo@croupier.dev');
    const token = tokenFromMail(mail!.body, 'reset_password_token');
    const reset = (user: Record<string, string>) => platform.app.inject({ method: 'PUT', url: '/api/users/password', payload: { user } });
    expect((await reset({ reset_password_token: token, password: 'NewPass1', password_confirmation: 'Other1' })).json().errors.password_confirmation).toBeDefined();
    expect((await reset({ reset_password_token: 'bogus', password: 'NewPass1', password_confirmation: 'NewPass1' })).json().errors.reset_password_token).toBeDefined();
    expect((await reset({ reset_password_token: token, password: 'NewPass1', password_confirmation: 'NewPass1' })).statusCode).toBe(200);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() })).statusCode).toBe(401);
    expect((await signIn(platform.app, 'demo@croupier.dev', 'NewPass1')).response.statusCode).toBe(201);
    expect((await reset({ reset_password_token: token, password: 'NewPass2', password_confirmation: 'NewPass2' })).statusCode).toBe(422);
  });

  it('resend confirmation: 201 for an unconfirmed player, 422 for confirmed or unknown', async () => {
    const resend = (email: string) => platform.app.inject({ method: 'POST', url: '/api/users/confirmation', payload: { user: { email } } });
    expect((await resend('newbie@croupier.dev')).statusCode).toBe(201);
    expect((await mailsTo(platform.app, 'newbie@croupier.dev'))[0]!.kind).toBe('confirmation');
    const confirmed = await resend('demo@croupier.dev');
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().errors.email).toEqual(['This e-mail has already been confirmed']);
    expect((await resend('ghost@croupier.dev')).json().errors.email).toBeDefined();
  });

  it('change password needs the current one', async () => {
    const { jar } = await signIn(platform.app, 'aussie@croupier.dev', 'Demo12345');
    const change = (user: Record<string, string>) => platform.app.inject({ method: 'POST', url: '/api/users/change_password', headers: jar.headers(), payload: { user } });
    expect((await change({ current_password: 'wrong1', password: 'Fresh123', password_confirmation: 'Fresh123' })).json().errors.current_password).toBeDefined();
    expect((await change({ current_password: 'Demo12345', password: 'Fresh123', password_confirmation: 'Fresh123' })).json()).toEqual({ password_changed: true });
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() })).statusCode).toBe(200);
  });

  it('a password change voids a reset link sent before it', async () => {
    await platform.app.inject({ method: 'POST', url: '/api/users/password', payload: { user: { email: 'aussie@croupier.dev' } } });
    const mail = (await mailsTo(platform.app, 'aussie@croupier.dev')).find((m) => m.kind === 'password_reset');
    const token = tokenFromMail(mail!.body, 'reset_password_token');
    const { jar } = await signIn(platform.app, 'aussie@croupier.dev', 'Demo12345');
    const changed = await platform.app.inject({
      method: 'POST',
      url: '/api/users/change_password',
      headers: jar.headers(),
      payload: { user: { current_password: 'Demo12345', password: 'Fresh123', password_confirmation: 'Fresh123' } },
    });
    expect(changed.json()).toEqual({ password_changed: true });
    const reset = await platform.app.inject({ method: 'PUT', url: '/api/users/password', payload: { user: { reset_password_token: token, password: 'Stolen12', password_confirmation: 'Stolen12' } } });
    expect(reset.statusCode).toBe(422);
    expect((await signIn(platform.app, 'aussie@croupier.dev', 'Fresh123')).response.statusCode).toBe(201);
  });
});
