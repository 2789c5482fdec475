// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogEntry } from '@core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { diagnosticsBeaconManifest } from '../manifest';

const reportAfterLoad = vi.hoisted(() => vi.fn());
vi.mock('../beacon', () => ({ reportAfterLoad }));

const plugin = catalogEntry(diagnosticsBeaconManifest, () => import('../index'));
const boot = (sampleRate: number) => createTestRuntime({ plugins: [plugin], pluginOptions: { 'diagnostics-beacon': { sampleRate } } });

afterEach(() => {
  reportAfterLoad.mockClear();
  vi.restoreAllMocks();
});

describe('diagnostics-beacon: boot', () => {
  it('draws once per page load: an unsampled load never loads the reporter, a sampled one does, once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await boot(0.1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reportAfterLoad).not.toHaveBeenCalled();
    await boot(0.6);
    await vi.waitFor(() => expect(reportAfterLoad).toHaveBeenCalledTimes(1));
  });

  it('contributes nothing to the page', async () => {
    const { runtime } = await boot(0);
    expect(runtime.registry.routes.some((r) => r.pluginId === 'diagnostics-beacon')).toBe(false);
    expect(runtime.registry.menuItems).toEqual([]);
  });
});
