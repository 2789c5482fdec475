import type { ServiceContract } from '@schemas/contracts/define-contract';
import type { SiteConfig, SiteLicence } from '@schemas/site/site.schema';
import type { LoginEvent, RouteChangeEvent } from '../hooks';
import type { PluginRuntime } from '../runtime/plugin-runtime';
import type { Implementations } from './declarations';
import type { OptionsOf, PluginManifest } from './define';

/**
 * What `setup(api)` receives, and all it receives (DESIGN §3): the plugin's identity and options, `implement`
 * to bind code to the manifest's declared contributions, lifecycle taps and `expose`. No runtime and no raw
 * hooks: a plugin cannot tap around the containment and ordering the host gives it. Code that needs the
 * runtime gets it where it runs — lifecycle taps and handlers as an argument, components from `useRuntime()`,
 * state from `definePluginState`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any plugin's manifest
export interface PluginApi<M extends PluginManifest<any> = PluginManifest<any>> {
  readonly id: string;
  readonly options: OptionsOf<M>;
  /** The site's configuration (plain data) and the host the visitor came to. */
  readonly site: SiteConfig;
  readonly host: string;
  readonly licence: SiteLicence;
  /** Binds loaders, live predicates and handlers to the manifest's `contributes` keys; called once. */
  implement(bindings: Implementations<M['contributes']>): void;
  onBoot(fn: (runtime: PluginRuntime) => unknown): void;
  onLogin(fn: (event: LoginEvent, runtime: PluginRuntime) => unknown): void;
  /** What is not plugin state (timers, listeners) is undone here; session states drop by themselves. */
  onLogout(fn: (runtime: PluginRuntime) => unknown): void;
  onRouteChange(fn: (event: RouteChangeEvent, runtime: PluginRuntime) => unknown): void;
  onAuthError(fn: (runtime: PluginRuntime) => unknown): void;
  /** Offers a service other plugins (or the core) call; built on first use, once per runtime. */
  expose<T>(contract: ServiceContract<T>, build: (runtime: PluginRuntime) => T): void;
}
