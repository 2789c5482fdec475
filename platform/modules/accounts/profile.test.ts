import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playerSchema, playerSettingsSchema, playerStatsSchema } from '../../../schemas/wire/player';
import { connectedAuthProvidersSchema } from '../../../schemas/wire/auth';
import { CookieJar, signIn, startTestPlatform, type TestPlatform } from './test-platform';


let platform: TestPlatform;
let jar: CookieJar;
beforeEach(async () => {
  platform = await startTestPlatform();
  jar = (await signIn(platform.app, 'canuck@croupier.dev', 'Demo12345')).jar;
});
afterEach(() => platform.close());

const patch = (payload: unknown, withCsrf = true) =>
  platform.app.inject({ method: 'PATCH', url: '/api/player', payload: payload as object, headers: jar.headers(withCsrf) });

describe('profile', () => {
  it('updates editable fields, normalizes the birth date and fills the state from the postcode', async () => {
    const response = await patch({
      context: 'deposit',
      player: {
        first_name: 'Jean', last_name: 'Tremblay', date_of_birth: '15/04/1985', mobile_phone: '+1 514 555 0199', city: 'Ottawa',
        address: '1 Rue Principale', postal_code: 'K1A 0B1', state: '', gender: 'm', email: 'hijack@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    const player = playerSchema.parse(response.json());
    expect(player).toMatchObject({ first_name: 'Jean', date_of_birth: '1985-04-15', state: 'ON', email: 'canuck@croupier.dev' });
  });

  it('answers 422 in the player language for invalid values and missing required fields', async () => {
    const bad = await patch({ context: 'edition', player: { postal_code: '12345', mobile_phone: '12', date_of_birth: '01/01/2015' } });
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json();
    expect(errors.postal_code).toEqual(['Code postal invalide']);
    expect(errors.mobile_phone).toBeDefined();
    expect(errors.date_of_birth).toEqual(['Vous devez avoir au moins 18 ans']);
    const missing = await patch({ context: 'game_provider', player: { first_name: 'Jean' } });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['date_of_birth', 'last_name']);
  });

  it('refuses a write without the CSRF header', async () => {
    const response = await patch({ context: 'edition', player: { nickname: 'Sneaky' } }, false);
    expect(response.statusCode).toBe(403);
    const me = await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() });
    expect(me.json().nickname).toBe('Canuck');
  });

  it('updates the locale, adds self-assignable groups (not protected ones), toggles two-factor', async () => {
    const locale = await platform.app.inject({ method: 'PATCH', url: '/api/player/update_locale', payload: { locale: 'de' }, headers: jar.headers() });
    expect(locale.json().language).toBe('de');
    const badLocale = await platform.app.inject({ method: 'PATCH', url: '/api/player/update_locale', payload: { locale: 'xx' }, headers: jar.headers() });
    expect(badLocale.statusCode).toBe(422);
    const groups = await platform.app.inject({ method: 'POST', url: '/api/player/groups', payload: { groups: { add: [3101, 1101] } }, headers: jar.headers() });
    expect(groups.json()).toEqual({ groups: [1101, 3101] });
    const tester = await platform.app.inject({ method: 'POST', url: '/api/player/groups', payload: { groups: { add: [21] } }, headers: jar.headers() });
    expect(tester.statusCode).toBe(422);
    const toggle = (payload: object) => platform.app.inject({ method: 'POST', url: '/api/player/two_factor', payload, headers: jar.headers() });
    expect((await toggle({ enable: true, password: 'wrong12' })).statusCode).toBe(422);
    expect((await toggle({ enable: true, password: 'Demo12345' })).json().two_factor_enabled).toBe(true);
  });

  it('serves settings and stats', async () => {
    const settings = playerSettingsSchema.parse((await platform.app.inject({ method: 'GET', url: '/api/player/settings', headers: jar.headers() })).json());
    expect(settings.socket.url).toBe('/socket');
    expect(settings.captcha.enabled).toBe(false);
    const stats = playerStatsSchema.parse((await platform.app.inject({ method: 'GET', url: '/api/player/stats', headers: jar.headers() })).json());
    expect(stats).toMatchObject({ currency: 'CAD', deposits_count: 0 });
  });
});

describe('terms and social providers', () => {
  it('a player without terms sees auth_fields_missed, then accepts them', async () => {
    const newbie = (await signIn(platform.app, 'newbie@croupier.dev', 'Demo12345')).jar;
    const me = await platform.app.inject({ method: 'GET', url: '/api/player', headers: newbie.headers() });
    expect(me.json().auth_fields_missed).toEqual(['terms_acceptance']);
    const update = (user: object) => platform.app.inject({ method: 'POST', url: '/api/auth_providers/update_details', payload: { user }, headers: newbie.headers() });
    expect((await update({ terms_acceptance: false })).statusCode).toBe(422);
    const accepted = await update({ terms_acceptance: true });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().auth_fields_missed).toEqual([]);
  });

  it('the simulated OAuth flow signs a new player in, who then lists and removes the provider', async () => {
    const info = await platform.app.inject({ method: 'GET', url: '/api/info/auth_providers' });
    expect(info.json().map((p: { name: string }) => p.name)).toContain('google_oauth2');
    const social = new CookieJar();
    const flow = social.store(await platform.app.inject({ method: 'GET', url: '/users/auth/google_oauth2?email=social@example.com&redirect=//evil.com' }));
    expect(flow.statusCode).toBe(302);
    expect(flow.headers.location).toBe('/');
    const me = (await platform.app.inject({ method: 'GET', url: '/api/player', headers: social.headers() })).json();
    expect(me).toMatchObject({ email: 'social@example.com', auth_fields_missed: ['terms_acceptance', 'country'] });
    const providers = connectedAuthProvidersSchema.parse((await platform.app.inject({ method: 'GET', url: '/api/auth_providers', headers: social.headers() })).json());
    expect(providers).toHaveLength(1);
    const removed = await platform.app.inject({ method: 'DELETE', url: `/api/auth_providers/${providers[0]!.id}`, headers: social.headers() });
    expect(removed.statusCode).toBe(204);
    expect((await platform.app.inject({ method: 'GET', url: '/users/auth/myspace' })).statusCode).toBe(404);
  });

  it('the dev mailbox renders as HTML with links', async () => {
    await platform.app.inject({ method: 'POST', url: '/api/users/password', payload: { user: { email: 'demo@croupier.dev' } } });
    const page = await platform.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<a href="http:\/\/localhost(:\d+)?\/new-password\?reset_password_token=/);
  });
});
