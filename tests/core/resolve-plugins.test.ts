import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../config/flags';
import { resolvePlugins } from '../../core/plugin/resolve';
import { testCatalog } from '../fixtures/test-plugins';

const catalog = Object.values(testCatalog);
const base = { catalog, flags: FLAG_DEFAULTS, licence: 'CW' as const, feConfigOn: () => true };

describe('plugin resolution', () => {
  it('enables only what the site lists', () => {
    const result = resolvePlugins({ ...base, sitePlugins: { hello: {} } });
    expect(result.enabled.map((p) => p.entry.manifest.id)).toEqual(['hello']);
    expect(result.enabled[0]!.options).toEqual({ greeting: 'hi' });
  });
  it('skips by flag, licence, requirement, bad options and unknown ids', () => {
    const result = resolvePlugins({
      ...base,
      sitePlugins: { 'flag-gated': {}, 'ee-only': {}, 'needs-hello': {}, ghost: {} },
    });
    expect(result.enabled).toEqual([]);
    expect(Object.fromEntries(result.skipped.map((s) => [s.id, s.reason]))).toEqual({
      'flag-gated': 'flag-off',
      'ee-only': 'licence',
      'needs-hello': 'missing-requirement',
      ghost: 'unknown',
    });
    const bad = resolvePlugins({ ...base, sitePlugins: { hello: { greeting: 5 } } });
    expect(bad.skipped[0]).toMatchObject({ id: 'hello', reason: 'bad-options' });
  });
  it('follows flags, licence and requirements when they hold', () => {
    const result = resolvePlugins({
      ...base,
      licence: 'EE',
      flags: { ...FLAG_DEFAULTS, enableMysticJackpots: true },
      sitePlugins: { 'flag-gated': {}, 'ee-only': {}, 'needs-hello': {}, hello: {} },
    });
    expect(result.enabled.map((p) => p.entry.manifest.id).sort()).toEqual(['ee-only', 'flag-gated', 'hello', 'needs-hello']);
  });
});
