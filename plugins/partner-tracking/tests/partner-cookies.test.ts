import { describe, expect, it } from 'vitest';
import { partnerCookiesFrom, type ReferrerRule } from '../rules/partner-cookies';
import { utmFrom } from '../rules/utm-params';

const none = { stag: null, affb_id: null };
const rules: ReferrerRule[] = [{ name: 'google', match: 'google.', stag: 'seo_google', affb_id: '241' }];

describe('partner cookies (spec part 1 §1, §9)', () => {
  it('takes stag and affb_id from the URL', () => {
    expect(partnerCookiesFrom({ search: '?stag=aff_77&affb_id=900', referrer: '', existing: none, rules })).toEqual({ stag: 'aff_77', affb_id: '900' });
  });

  it('gives a partner link without affb_id the default 122', () => {
    expect(partnerCookiesFrom({ search: '?stag=aff_77', referrer: '', existing: none, rules })).toEqual({ stag: 'aff_77', affb_id: '122' });
  });

  it('sets 241 and the configured stag for a search-engine referrer', () => {
    expect(partnerCookiesFrom({ search: '', referrer: 'https://www.google.de/search?q=casino', existing: none, rules })).toEqual({ stag: 'seo_google', affb_id: '241' });
    expect(partnerCookiesFrom({ search: '', referrer: 'https://www.bing.com/', existing: none, rules: [] })).toEqual({ affb_id: '241' });
  });

  it('lets the URL override earlier cookies but never a referrer', () => {
    const existing = { stag: 'aff_1', affb_id: '500' };
    expect(partnerCookiesFrom({ search: '', referrer: 'https://google.com/', existing, rules })).toBeNull();
    expect(partnerCookiesFrom({ search: '?stag=aff_2', referrer: '', existing, rules })).toEqual({ stag: 'aff_2', affb_id: '122' });
  });

  it('ignores other referrers and junk values', () => {
    expect(partnerCookiesFrom({ search: '', referrer: 'https://news.example.com/', existing: none, rules })).toBeNull();
    expect(partnerCookiesFrom({ search: '?stag=<x>', referrer: 'not a url', existing: none, rules })).toBeNull();
  });
});

describe('UTM parameters (spec part 1 §9)', () => {
  it('collects the six tracked parameters', () => {
    expect(utmFrom('?utm_source=news&utm_medium=mail&utm_campaign=spring&sub_id=42&other=1')).toEqual({ source: 'news', medium: 'mail', campaign: 'spring', sub_id: '42' });
    expect(utmFrom('?page=2')).toBeNull();
  });
});
