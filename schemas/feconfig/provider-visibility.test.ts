import { describe, expect, it } from 'vitest';
import { asProvidersConfig, hiddenProviders, isBot, providersHiddenFrom } from './provider-visibility';

// The one provider-hiding rule of spec part 1 §6, used by the platform's game lists and the client's screens.
describe('provider hiding (spec part 1 §6)', () => {
  const config = { disabled: { 'quicksilver-spin': 'all' as const, 'pixel-pharaoh': ['AU', 'DE'], 'velvet-cactus': ['AU'] } };

  it('hides providers disabled everywhere or for the visitor country', () => {
    expect([...hiddenProviders(config, 'AU')].sort()).toEqual(['pixel-pharaoh', 'quicksilver-spin', 'velvet-cactus']);
    expect([...hiddenProviders(config, 'DE')].sort()).toEqual(['pixel-pharaoh', 'quicksilver-spin']);
    expect([...hiddenProviders(config, 'CA')]).toEqual(['quicksilver-spin']);
  });

  it('keeps only the first 20 disabled providers (§5, §9)', () => {
    const disabled = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`studio-${i}`, 'all' as const]));
    const hidden = hiddenProviders({ disabled }, 'CA');
    expect(hidden.size).toBe(20);
    expect(hidden.has('studio-19')).toBe(true);
    expect(hidden.has('studio-20')).toBe(false);
  });

  it('hides nothing when bypassed or without a config', () => {
    expect(hiddenProviders(config, 'AU', true).size).toBe(0);
    expect(hiddenProviders(null, 'AU').size).toBe(0);
  });

  it('tells search engines from browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBot('Mozilla/5.0 (iPhone) Safari')).toBe(false);
  });

  it('guards the fetched document instead of trusting it', () => {
    expect(asProvidersConfig(config)).toBe(config);
    expect(asProvidersConfig(null)).toBeNull();
    expect(asProvidersConfig({ disabled: 'all' })).toBeNull();
    expect(asProvidersConfig('providers')).toBeNull();
  });

  it('applies the client bypasses for a viewer: the enableAllProviders flag and bots see everything', () => {
    const browser = 'Mozilla/5.0 (iPhone) Safari';
    expect([...providersHiddenFrom(config, { country: 'DE', userAgent: browser })].sort()).toEqual(['pixel-pharaoh', 'quicksilver-spin']);
    expect([...providersHiddenFrom(config, { country: 'CA' })]).toEqual(['quicksilver-spin']);
    expect(providersHiddenFrom(config, { country: 'DE', seesAll: true, userAgent: browser }).size).toBe(0);
    expect(providersHiddenFrom(config, { country: 'DE', userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' }).size).toBe(0);
    expect(providersHiddenFrom({ nothing: true }, { country: 'DE' }).size).toBe(0);
  });
});
