import { describe, expect, it } from 'vitest';
import { createFlagStore, resolveFlags } from '../../core/flags/flags';
import { resolveLicence } from '../../core/site/licence';
import { siteForHost } from '../../server/sites';
import { testSite } from '../harness/fixtures';

const memory = () => {
  const map = new Map<string, string>();
  return { map, storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } };
};

describe('feature flags', () => {
  it('takes site defaults, then local-storage overrides', () => {
    const { map, storage } = memory();
    map.set('ffc:enableTechWork', 'true');
    map.set('ffc:socialAuth', 'garbage');
    const flags = resolveFlags({ socialAuth: false, enableABReg: true }, storage);
    expect(flags.enableTechWork).toBe(true);
    expect(flags.enableABReg).toBe(true);
    expect(flags.socialAuth).toBe(false); // an unreadable override is ignored
  });
  it('sets and clears overrides', () => {
    const { storage } = memory();
    const store = createFlagStore({ enableConpoints: true }, storage);
    store.setOverride('enableConpoints', false);
    expect(store.state.values.enableConpoints).toBe(false);
    expect(store.override('enableConpoints')).toBe(false);
    store.setOverride('enableConpoints', null);
    expect(store.state.values.enableConpoints).toBe(true);
  });
});

describe('host → site → licence', () => {
  const aurora = testSite({ id: 'aurora', hosts: { main: ['aurora.casino'], mirrors: ['aurora1.casino'] } });
  const desert = testSite({ id: 'desert', hosts: { main: ['desert.casino'], mirrors: [] } });
  it('resolves the site from the Host header, port ignored, first site as default', () => {
    expect(siteForHost([aurora, desert], 'desert.casino:8080').id).toBe('desert');
    expect(siteForHost([aurora, desert], 'AURORA1.casino').id).toBe('aurora');
    expect(siteForHost([aurora, desert], 'unknown.example').id).toBe('aurora');
  });
  it('gives EE only on a main host to Estonian visitors', () => {
    expect(resolveLicence(aurora, 'aurora.casino', 'EE')).toBe('EE');
    expect(resolveLicence(aurora, 'aurora1.casino', 'EE')).toBe('CW');
    expect(resolveLicence(aurora, 'aurora.casino', 'DE')).toBe('CW');
    expect(resolveLicence(aurora, 'aurora.casino:3000', 'EE')).toBe('EE');
  });
});
