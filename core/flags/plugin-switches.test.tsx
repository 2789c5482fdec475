// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID } from '@schemas/boot';
import { App } from '../boot/App';
import { catalogEntry, defineManifest, definePlugin, type PluginHead } from '../plugin/define';
import { createTestRuntime } from '../../tests/harness/create-test-runtime';
import { testPlayer } from '../../tests/harness/fixtures';
import { explainFlags, explainPlugins } from './plugin-switches';

const heads: PluginHead[] = [
  { id: 'always' },
  { id: 'widgets', enabledBy: { flag: 'showAllWidgets' } },
  { id: 'ee-only', enabledBy: { licences: ['EE'] } },
  { id: 'betting', enabledBy: { feConfig: 'betting-config' } },
  { id: 'child', requires: ['widgets'] },
];
const flagsWith = (overrides: Record<string, boolean>) => Object.fromEntries(explainFlags(undefined, () => null, []).map((f) => [f.flag, overrides[f.flag] ?? f.value])) as never;

describe('explainFlags', () => {
  it('names each value\'s source and the plugins a flag gates', () => {
    const rows = explainFlags({ socialAuth: false }, (flag) => (flag === 'enableTechWork' ? true : null), heads);
    expect(rows.find((r) => r.flag === 'socialAuth')).toEqual({ flag: 'socialAuth', value: false, source: 'site', siteValue: false, plugins: [] });
    expect(rows.find((r) => r.flag === 'enableTechWork')).toMatchObject({ value: true, source: 'override', siteValue: false });
    expect(rows.find((r) => r.flag === 'showAllWidgets')).toMatchObject({ value: false, source: 'default', plugins: ['widgets'] });
  });
});

describe('explainPlugins', () => {
  const ids = ['always', 'widgets', 'ee-only', 'betting', 'child', 'gone'];

  it('gives the runtime\'s verdict and why, per plugin', () => {
    const result = explainPlugins({ sitePlugins: ids, heads, flags: flagsWith({}), licence: 'CW', feConfigOn: () => false });
    expect(result.map((p) => [p.id, p.verdict, p.detail])).toEqual([
      ['always', 'on', undefined],
      ['widgets', 'flag-off', 'flag showAllWidgets is off'],
      ['ee-only', 'licence', 'licence CW is not EE'],
      ['betting', 'fe-config-off', 'fe-config betting-config did not load or says enabled: false'],
      ['child', 'missing-requirement', 'requires widgets, which is off'],
      ['gone', 'unknown', 'no plugins/<id>/ folder with a manifest in this build'],
    ]);
    expect(result.find((p) => p.id === 'child')!.gates).toEqual(['requires widgets']);
  });

  it('offline, an fe-config gate counts as on and says which document decides', () => {
    const result = explainPlugins({ sitePlugins: ids, heads, flags: flagsWith({ showAllWidgets: true }), licence: 'EE' });
    expect(result.filter((p) => p.on).map((p) => p.id)).toEqual(['always', 'widgets', 'ee-only', 'betting', 'child']);
    expect(result.find((p) => p.id === 'betting')!.feConfig).toBe('betting-config');
  });
});

describe('/ffc', () => {
  afterEach(() => {
    cleanup();
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
  });

  it('shows each flag\'s source and the plugins it turns on, and each plugin\'s state with the reason', async () => {
    const manifest = defineManifest({ id: 'widgets', enabledBy: { flag: 'showAllWidgets' } });
    const entry = catalogEntry(manifest, async () => ({ default: definePlugin(manifest, () => undefined) }));
    // The host's boot data, as the page carries it (server/html.ts).
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = BOOT_ELEMENT_ID;
    boot.textContent = JSON.stringify({ site: { id: 'test' }, host: 'localhost', buildId: 'test', plugins: [entry.head] });
    document.body.append(boot);
    const storage = new Map([['ffc:enableTechWork', 'true']]);
    // A tester (group 21) may open /ffc outside demo mode.
    const { runtime } = await createTestRuntime({ plugins: [entry], url: '/ffc', storage, player: testPlayer({ groups: [21] }), site: { flags: { socialAuth: false } } });
    render(<App runtime={runtime} />);

    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    await screen.findByRole('rowheader', { name: 'showAllWidgets' }, { timeout: 5_000 });
    expect(row('showAllWidgets').querySelector('[data-flag-source]')!.getAttribute('data-flag-source')).toBe('default');
    expect(within(row('showAllWidgets')).getByText('widgets')).toBeTruthy();
    expect(row('socialAuth').querySelector('[data-flag-source]')!.getAttribute('data-flag-source')).toBe('site');
    expect(row('enableTechWork').querySelector('[data-flag-source]')!.getAttribute('data-flag-source')).toBe('override');
    expect(row('widgets').querySelector('[data-plugin-state]')!.getAttribute('data-plugin-state')).toBe('off');
    expect(within(row('widgets')).getByText('flag showAllWidgets')).toBeTruthy();
  });
});
