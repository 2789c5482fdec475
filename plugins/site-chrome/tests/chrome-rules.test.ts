import { describe, expect, it } from 'vitest';
import { testSite } from '../../../tests/harness/fixtures';
import { bettingAvailable, copyrightKey, formatLocalTime } from '../chrome-rules';
import { asFooterConfig, visiblePayments } from '../footer-config';

describe('site chrome rules', () => {
  const site = testSite({ bettingHosts: ['localhost', 'aurora.casino'], bettingUrl: 'https://sports.example' });

  it('offers sports only on listed hosts and never for Estonia', () => {
    expect(bettingAvailable(site, 'localhost:3230', 'CA')).toBe(true);
    expect(bettingAvailable(site, 'mirror.localhost', 'CA')).toBe(false);
    expect(bettingAvailable(site, 'aurora.casino', 'EE')).toBe(false);
    expect(bettingAvailable(testSite({ bettingHosts: ['localhost'] }), 'localhost', 'CA')).toBe(false); // no URL
  });

  it('changes the copyright text for the configured groups', () => {
    expect(copyrightKey([5, 1302], [1301, 1302])).toBe('copyright.partner');
    expect(copyrightKey([5], [1301, 1302])).toBe('copyright.default');
  });

  it('formats the local time in the locale', () => {
    expect(formatLocalTime(new Date(2026, 0, 1, 9, 5), 'de')).toBe('09:05');
  });
});

describe('footer-config', () => {
  const doc = {
    socials: [{ name: 'x', url: 'https://x.com/a', icon: 'x' }, { name: 'bad', url: 'javascript:alert(1)', icon: 'x' }],
    payments: [
      { name: 'visa', label: 'Visa', logo: '/p/visa.svg' },
      { name: 'neosurf', label: 'Neosurf', logo: '/p/neosurf.svg', hiddenForLocales: ['en-AU'], hiddenForCountries: ['AU'] },
      { name: 'evil', label: 'Evil', logo: 'javascript:alert(1)' },
    ],
    contacts: { email: 'help@example.com' },
    partnerLogo: '//evil.example/logo.svg',
  };

  it('keeps only safe links and rejects documents of the wrong shape', () => {
    const config = asFooterConfig(doc)!;
    expect(config.socials.map((s) => s.name)).toEqual(['x']);
    expect(config.payments.map((p) => p.name)).toEqual(['visa', 'neosurf']);
    expect(config.partnerLogo).toBeUndefined();
    expect(asFooterConfig({ socials: 'x' })).toBeNull();
    expect(asFooterConfig(null)).toBeNull();
  });

  it('hides neosurf for en-AU and for Australian visitors (spec §5)', () => {
    const { payments } = asFooterConfig(doc)!;
    expect(visiblePayments(payments, 'en-AU', 'CA').map((p) => p.name)).toEqual(['visa']);
    expect(visiblePayments(payments, 'en', 'AU').map((p) => p.name)).toEqual(['visa']);
    expect(visiblePayments(payments, 'en', 'CA').map((p) => p.name)).toEqual(['visa', 'neosurf']);
  });
});
