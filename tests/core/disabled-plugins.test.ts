import { describe, expect, it } from 'vitest';
import { describeDisabled, explainPlugins } from '../../core/flags/plugin-switches';
import { catalogEntry, defineManifest, definePlugin } from '../../core/plugin/define';
import type { Runtime } from '../../core/runtime/types';
import { createTestRuntime } from '../harness/create-test-runtime';
import { contributionsOf } from '../harness/plugin-kit';
import { testCatalog } from '../fixtures/test-plugins';

/**
 * Issue 19 item 5: the runtime records every plugin it does not run with the reason (`runtime.states.disabled`),
 * and the harness's `contributionsOf` and `/ffc` say it. One test per reason.
 */
const feGated = (() => {
  const manifest = defineManifest({ id: 'fe-gated', enabledBy: { feConfig: 'fe-gated-config' } });
  return catalogEntry(manifest, async () => ({ default: definePlugin(manifest, () => undefined) }));
})();
const loadFails = (() => {
  const manifest = defineManifest({ id: 'load-fails' });
  return catalogEntry(manifest, () => Promise.reject(new Error('chunk 404')));
})();

const reasonOf = (runtime: Runtime, id: string) => runtime.states.disabled.find((d) => d.id === id);

describe('the runtime records each disabled plugin with its reason', () => {
  it('flag off: names the flag', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.flagGated] });
    expect(reasonOf(runtime, 'flag-gated')).toEqual({ id: 'flag-gated', reason: 'flag-off', detail: 'enableMysticJackpots' });
  });

  it('licence: names the licences it allows', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.eeOnly] });
    expect(reasonOf(runtime, 'ee-only')).toEqual({ id: 'ee-only', reason: 'licence', detail: 'EE' });
    const ee = await createTestRuntime({ plugins: [testCatalog.eeOnly], country: 'EE' });
    expect(ee.runtime.registry.isActive('ee-only')).toBe(true);
    expect(reasonOf(ee.runtime, 'ee-only')).toBeUndefined();
  });

  it('fe-config key off: a document saying enabled: false, or none', async () => {
    const off = await createTestRuntime({ plugins: [feGated], api: { 'GET /api/fe/config/fe-gated-config': { enabled: false } } });
    expect(reasonOf(off.runtime, 'fe-gated')).toEqual({ id: 'fe-gated', reason: 'fe-config-off', detail: 'fe-gated-config' });
    const on = await createTestRuntime({ plugins: [feGated], api: { 'GET /api/fe/config/fe-gated-config': { enabled: true } } });
    expect(on.runtime.registry.isActive('fe-gated')).toBe(true);
  });

  it('missing dependency: names the plugin it requires', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.needsHello] });
    expect(reasonOf(runtime, 'needs-hello')).toEqual({ id: 'needs-hello', reason: 'missing-requirement', detail: 'hello' });
  });

  it('not in the site list, and listed but not in the build', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.hello], site: { plugins: { ghost: {} } } });
    expect(reasonOf(runtime, 'hello')).toEqual({ id: 'hello', reason: 'not-listed' });
    expect(reasonOf(runtime, 'ghost')).toEqual({ id: 'ghost', reason: 'unknown' });
  });

  it('bad options, setup failed, entry chunk failed to load', async () => {
    const bad = await createTestRuntime({ plugins: [testCatalog.hello], pluginOptions: { hello: { greeting: 5 } } });
    expect(reasonOf(bad.runtime, 'hello')).toEqual({ id: 'hello', reason: 'bad-options' });
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.setupThrows, loadFails, testCatalog.hello] });
    expect(reasonOf(runtime, 'setup-throws')).toMatchObject({ reason: 'setup-failed', detail: expect.any(String) });
    expect(reasonOf(runtime, 'load-fails')).toEqual({ id: 'load-fails', reason: 'load-failed' });
    // A running plugin has no record.
    expect(runtime.registry.isActive('hello')).toBe(true);
    expect(reasonOf(runtime, 'hello')).toBeUndefined();
  });

  it('records a plugin that starts after the first paint once its start fails', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.setupThrows, testCatalog.hello], deferred: [{ id: 'setup-throws' }] });
    expect(reasonOf(runtime, 'setup-throws')).toBeUndefined();
    await runtime.deferred.start();
    expect(reasonOf(runtime, 'setup-throws')?.reason).toBe('setup-failed');
  });

  it('keeps the record per runtime: another runtime starts clean', async () => {
    await createTestRuntime({ plugins: [testCatalog.flagGated] });
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.hello] });
    expect(runtime.states.disabled).toEqual([]);
  });
});

describe('contributionsOf names the recorded reason', () => {
  it('for a gate, with what to do in the test', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.flagGated] });
    expect(() => contributionsOf(runtime, 'flag-gated')).toThrow('flag-gated is off in this runtime (flag-off): flag enableMysticJackpots is off — set it in createTestRuntime({ site: { flags } })');
  });

  it('for a failed setup, with the error; for a plugin the test never passed, says so', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.setupThrows] });
    expect(() => contributionsOf(runtime, 'setup-throws')).toThrow(/\(setup-failed\): setup threw: /);
    expect(() => contributionsOf(runtime, 'daily-drop')).toThrow('daily-drop is not in this runtime: pass its pluginEntry in createTestRuntime({ plugins })');
  });
});

describe('explainPlugins prefers what the runtime recorded', () => {
  const heads = [{ id: 'widgets', enabledBy: { flag: 'showAllWidgets' as const } }, { id: 'broken' }];
  const flags = (showAllWidgets: boolean) => ({ showAllWidgets }) as never;

  it('a start failure the computed verdict cannot know', () => {
    const [, broken] = explainPlugins({
      sitePlugins: ['widgets', 'broken'],
      heads,
      flags: flags(true),
      licence: 'CW',
      running: { active: ['widgets'], disabled: [{ id: 'broken', reason: 'setup-failed', detail: 'boom' }] },
    });
    expect(broken).toMatchObject({ id: 'broken', on: false, verdict: 'setup-failed', detail: 'setup threw: boom' });
    expect(broken!.next).toBeUndefined();
  });

  it('this load\'s verdict, and the next load\'s when an override changed it since boot', () => {
    const [widgets] = explainPlugins({
      sitePlugins: ['widgets'],
      heads,
      flags: flags(true),
      licence: 'CW',
      running: { active: [], disabled: [{ id: 'widgets', reason: 'flag-off', detail: 'showAllWidgets' }] },
    });
    expect(widgets).toMatchObject({ on: false, verdict: 'flag-off', detail: 'flag showAllWidgets is off', next: 'on' });
  });

  it('words every reason (one text for inspect:site, the harness and /ffc)', () => {
    expect(describeDisabled({ id: 'x', reason: 'licence', detail: 'EE|MT' }, 'CW')).toBe('licence CW is not EE|MT');
    expect(describeDisabled({ id: 'x', reason: 'not-listed' }, 'CW')).toBe("not in the site file's plugins");
    expect(describeDisabled({ id: 'x', reason: 'bad-options' }, 'CW')).toMatch(/^the site's options fail/);
  });
});
