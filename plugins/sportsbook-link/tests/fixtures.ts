/** Platform answers as the reference platform sends them (platform/seed-data/feconfig, platform/modules/info). */
export const bettingConfig = {
  enabled: true,
  url: 'https://sport.test',
  hosts: ['localhost', 'www.test.casino'],
  disabledCountries: ['EE'],
  // A field this client does not know: ignored.
  theme: 'dark',
};

export const projectInfo = (sportsbook: boolean) => ({
  name: 'Croupier',
  license: 'CW',
  default_currency: 'EUR',
  default_locale: 'en',
  apps: [
    { name: 'casino', enabled: true, url: '/' },
    { name: 'sportsbook', enabled: sportsbook, url: '/sport' },
    { name: 'poker', enabled: true, url: '/poker' },
  ],
});
