import type { Player } from '../../schemas/wire/player';
import type { SiteConfig } from '../../schemas/site/site.schema';

export function testSite(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    id: 'test',
    name: 'Test Casino',
    hosts: { main: ['localhost'], mirrors: ['mirror.localhost'] },
    defaultLocale: 'en',
    locales: ['en', 'de'],
    defaultCountry: 'CA',
    licence: { default: 'CW', eeCountries: ['EE'] },
    plugins: {},
    flags: {},
    theme: { tokens: {} },
    logo: { text: 'Test' },
    ...overrides,
  };
}

export function testPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    email: 'player@example.com',
    nickname: 'Lucky',
    first_name: 'Ada',
    last_name: 'Lovelace',
    gender: 'f',
    date_of_birth: '1990-01-01',
    country: 'CA',
    city: 'Toronto',
    address: '1 Main St',
    postal_code: 'M5V 2T6',
    state: 'ON',
    mobile_phone: '+14165550100',
    receive_promos: true,
    receive_sms_promos: false,
    currency: 'EUR',
    language: 'en',
    statuses: [],
    groups: [],
    auth_fields_missed: [],
    created_at: '2025-01-01T00:00:00.000Z',
    current_sign_in_at: null,
    confirmed_at: '2025-01-01T00:00:00.000Z',
    verified: false,
    sumsub_verified: false,
    two_factor_enabled: false,
    can_issue_bonuses: true,
    deposit_bonus_code: null,
    autoregistered: false,
    autologin_link: null,
    license_name: null,
    ...overrides,
  };
}
