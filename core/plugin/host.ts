import { safeParse } from 'zod/mini';
import { collectContributions, tapContributions, tapLifecycle, type Hooks, type LifecycleName } from '../hooks';
import type { Logger } from '../log/logger';
import type { Runtime } from '../runtime/types';
import type { ContributionKind } from './contributions';
import type { PluginModule } from './define';
import type { ServiceContract } from '@schemas/contracts/define-contract';
import { pluginRuntimeOf } from '../runtime/plugin-runtime';
import { bindContributions } from './bind-contributions';
import type { PluginApi } from './plugin-api';
import { createRegistry, emptyContributions, type OwnedContributions, type PluginStatus, type Registry } from './registry';
import type { ResolvedPlugin } from './resolve';

interface SetupBuffer {
  contributions: OwnedContributions;
  lifecycle: { name: LifecycleName; fn: (...args: never[]) => unknown }[];
  services: { key: ServiceContract<unknown>; build: (runtime: never) => unknown }[];
}

/**
 * Downloads the enabled plugins' entry chunks in parallel, runs each `setup` against a buffer and taps
 * the hooks only when setup finished: a plugin that throws leaves nothing half-registered (DESIGN §3).
 * Plugins started after the first paint (`core/plugin/deferred-start.ts`) come in a second call: `earlier` are the
 * statuses of the first, and `replay`, if given, gets their lifecycle taps too, so they can be run once for these
 * plugins alone (boot, login, the current route) as if they had been there from the start.
 */
export async function loadPlugins(runtime: Runtime, enabled: readonly ResolvedPlugin[], earlier: readonly PluginStatus[] = [], replay?: Hooks): Promise<Registry> {
  const modules = await Promise.all(
    enabled.map(async (plugin) => {
      try {
        return { plugin, module: (await plugin.entry.load()).default as PluginModule };
      } catch (error) {
        runtime.log.error('PLUGIN_LOAD_ERROR', { plugin: plugin.entry.head.id, error: String(error) });
        return { plugin, module: null };
      }
    }),
  );
  const statuses: PluginStatus[] = [];
  for (const { plugin, module } of modules) {
    const id = plugin.entry.head.id;
    if (!module) {
      statuses.push({ id, state: 'failed', error: 'load' });
      continue;
    }
    const options = parseOptions(module, plugin.rawOptions);
    if (!options.success) {
      // `npm run check:sites` refuses such a site file; a build with a stale one still starts without the plugin.
      runtime.log.error('PLUGIN_CONFIG_ERROR', { id, reason: 'bad-options', detail: options.error.issues[0]?.message });
      statuses.push({ id, state: 'failed', error: 'bad-options' });
      continue;
    }
    runtime.states.setOptions(id, options.data);
    const buffer = runSetup(runtime, module, options.data);
    if (buffer instanceof Error) {
      runtime.log.error('PLUGIN_SETUP_ERROR', { plugin: id, error: buffer.message });
      statuses.push({ id, state: 'failed', error: buffer.message });
      continue;
    }
    commit(runtime.hooks, runtime, id, buffer, replay);
    statuses.push({ id, state: 'active' });
  }
  return buildRegistry(runtime.hooks, [...earlier, ...statuses]);
}

/** The site's options of a plugin, read with its manifest's schema (defaults filled in). */
function parseOptions(module: PluginModule, raw: Record<string, unknown>) {
  const schema = module.manifest.options;
  return schema ? safeParse(schema, raw) : { success: true as const, data: raw };
}

export function buildRegistry(hooks: Hooks, statuses: PluginStatus[]): Registry {
  const collected = emptyContributions();
  for (const kind of Object.keys(collected) as ContributionKind[]) {
    (collected as Record<ContributionKind, unknown>)[kind] = collectContributions(hooks, kind);
  }
  return createRegistry(collected, statuses);
}

function runSetup(runtime: Runtime, module: PluginModule, options: unknown): SetupBuffer | Error {
  const id = module.manifest.id;
  const buffer: SetupBuffer = { contributions: emptyContributions(), lifecycle: [], services: [] };
  const view = () => pluginRuntimeOf(runtime);
  // Each tap is handed the plugin's view of the runtime, never the runtime itself.
  const on = (name: LifecycleName) => (fn: (...args: never[]) => unknown) =>
    buffer.lifecycle.push({ name, fn: ((...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(...args, view())) as never });
  let implemented = false;
  const api = Object.freeze({
    id,
    options: options as never,
    site: runtime.site,
    host: runtime.host,
    licence: runtime.licence,
    implement(bindings: object) {
      if (implemented) throw new Error(`${id}: implement() is called once`);
      implemented = true;
      buffer.contributions = bindContributions(id, module.manifest.contributes ?? {}, bindings as never, options);
    },
    onBoot: on('boot'),
    onLogin: on('login'),
    onLogout: on('logout'),
    onRouteChange: on('routeChange'),
    onAuthError: on('authError'),
    expose: (contract: ServiceContract<unknown>, build: (runtime: never) => unknown) => buffer.services.push({ key: contract, build }),
  }) as PluginApi;
  try {
    module.setup(api);
    // A plugin whose manifest declares nothing to bind may skip `implement` (redirects are pure data).
    if (!implemented) buffer.contributions = bindContributions(id, module.manifest.contributes ?? {}, {}, options);
    return buffer;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function commit(hooks: Hooks, runtime: Runtime, id: string, buffer: SetupBuffer, replay?: Hooks) {
  for (const kind of Object.keys(buffer.contributions) as ContributionKind[]) {
    if (buffer.contributions[kind].length) tapContributions(hooks, kind, id, buffer.contributions[kind] as never);
  }
  const report = reporter(runtime.log);
  for (const { name, fn } of buffer.lifecycle) {
    tapLifecycle(hooks, name, id, fn, report);
    if (replay) tapLifecycle(replay, name, id, fn, report);
  }
  for (const { key, build } of buffer.services) runtime.services.expose(key, () => build(pluginRuntimeOf(runtime) as never));
}

function reporter(log: Logger) {
  return (pluginId: string, error: unknown) =>
    log.error('PLUGIN_HOOK_ERROR', { plugin: pluginId, error: error instanceof Error ? error.message : String(error) });
}
