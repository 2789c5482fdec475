import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHostApp, type HostOptions } from '../../server/host-app';
import type { PlatformConnection } from '../../server/platform-connection';
import { pluginIds } from '../../server/plugin-folders';
import { loadPluginGates } from '../../server/plugin-gates';
import { loadSites } from '../../server/sites';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The host over a stand-in platform connection (failing, hanging or answering as a test needs), with the real sites
 * and plugin manifests, server calls bounded at 200 ms, and its warnings into `warn`.
 */
export async function hostWithPlatform(platform: PlatformConnection, clientDir: string, warn: (code: string, details: Record<string, unknown>) => void, more: Partial<HostOptions> = {}) {
  const plugins = pluginIds(join(root, 'plugins'));
  return createHostApp({
    root,
    sites: loadSites(join(root, 'sites'), plugins),
    pluginGates: await loadPluginGates(join(root, 'plugins'), 'manifest.ts', plugins),
    platform,
    clientDir,
    buildId: 'test',
    serverCallTimeoutMs: 200,
    warn,
    ...more,
  });
}
