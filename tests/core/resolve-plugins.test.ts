import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../config/flags';
import { resolvePlugins } from '../../core/plugin/resolve';
import { testCatalog } from '../fixtures/test-plugins';

const catalog = Object.values(testCatalog);
const base = { catalog, flags: FLAG_DEFAULTS, licence: 'CW' as const, feConfigOn: () => true };

describe('plugin resolution', () => {
  it('enables only what the site lists', () => {
    const result = resolvePlugins({ ...base, sitePlugins: { hello: {} } });
    expect(result.enabled.map((p) => p.entry.head.id)).toEqual(['hello']);
    expect(result.enabled[0]!.rawOptions).toEqual({});
  });
  it('skips by flag, licence, requirement and unknown ids (options are read once the plugin is loaded)', () => {
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
      // In the build, not in the site file: recorded too (runtime.states.disabled).
      hello: 'not-listed',
      'setup-throws': 'not-listed',
      'render-throws': 'not-listed',
    });
  });
  it('follows flags, licence and requirements when they hold', () => {
    const result = resolvePlugins({
      ...base,
      licence: 'EE',
      flags: { ...FLAG_DEFAULTS, enableMysticJackpots: true },
      sitePlugins: { 'flag-gated': {}, 'ee-only': {}, 'needs-hello': {}, hello: {} },
    });
    expect(result.enabled.map((p) => p.entry.head.id).sort()).toEqual(['ee-only', 'flag-gated', 'hello', 'needs-hello']);
  });
});
