import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SiteConfigError, checkSite, loadSites } from '../../server/sites';
import { pluginIds } from '../../server/plugin-folders';

const root = fileURLToPath(new URL('../..', import.meta.url));
const valid = {
  id: 'brand',
  name: 'Brand',
  hosts: { main: ['brand.example'], mirrors: [] },
  defaultLocale: 'en',
  locales: ['en'],
  licence: { default: 'CW', eeCountries: ['EE'] },
  plugins: {},
  theme: { tokens: {} },
  logo: { text: 'Brand' },
};

describe('site files', () => {
  it('accepts the shipped brands', () => {
    const sites = loadSites(join(root, 'sites'), pluginIds(join(root, 'plugins')));
    expect(sites.map((s) => s.id).sort()).toEqual(['aurora', 'desert']);
  });

  it('names the file, the JSON path and the rule of each problem', () => {
    const problems = checkSite('sites/brand.json', { ...valid, locales: ['en', 'xx'], hosts: { main: [], mirrors: [] } }, []);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'sites/brand.json', path: '/locales/1', rule: 'enum' }),
        expect.objectContaining({ path: '/hosts/main', rule: 'minItems' }),
      ]),
    );
  });

  it('rejects unknown plugins, unknown keys and unsafe theme values', () => {
    const problems = checkSite('brand.json', { ...valid, plugins: { nope: {} }, colour: 'red', theme: { tokens: { 'color-bg': 'red;}</style>' } } }, ['lobby']);
    expect(problems.map((p) => p.rule)).toEqual(expect.arrayContaining(['additionalProperties', 'pattern']));
    const pluginProblems = checkSite('brand.json', { ...valid, plugins: { nope: {} } }, ['lobby']);
    expect(pluginProblems).toEqual([expect.objectContaining({ path: '/plugins/nope', rule: 'known-plugin' })]);
  });

  it('fails loading with every problem listed, including invalid JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sites-'));
    writeFileSync(join(dir, 'broken.json'), '{ "id": ');
    writeFileSync(join(dir, 'brand.json'), JSON.stringify({ ...valid, defaultLocale: 'de' }));
    const error = (() => {
      try {
        loadSites(dir, []);
      } catch (e) {
        return e as SiteConfigError;
      }
    })();
    expect(error).toBeInstanceOf(SiteConfigError);
    expect(error!.message).toContain('broken.json');
    expect(error!.message).toContain('rule: json');
    expect(error!.message).toContain('/defaultLocale');
  });
});
