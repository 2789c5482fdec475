// The only file that imports tapable (DESIGN §2, §11).
//
// Why the page's Content-Security-Policy allows 'unsafe-eval': tapable compiles every hook's call function
// with `new Function` (lib/HookCodeFactory.js) the first time the hook is called, so a policy without
// 'unsafe-eval' makes the first `hooks.boot.promise()` throw an EvalError. What a stricter policy would need:
// replace the tapable hooks created here with hand-written equivalents of the five kinds used (SyncHook,
// SyncWaterfallHook, AsyncSeriesHook, AsyncParallelHook: a loop over the taps each) behind the same
// `createHooks()` shape. Plugins never see these hooks (their setup gets `PluginApi`), so that swap touches
// this file only; then drop 'unsafe-eval' from server/security-headers.ts.
import { AsyncParallelHook, AsyncSeriesHook, SyncHook, SyncWaterfallHook } from 'tapable';
import type { Contributions, ContributionKind } from './plugin/contributions';

export interface RouteChangeEvent {
  path: string;
  previousPath: string | null;
}

export interface LoginEvent {
  playerId: number;
  /** `registration` when the session began with a sign-up. */
  reason: 'session' | 'login' | 'registration';
}

function contributionHook<K extends ContributionKind>() {
  return new SyncWaterfallHook<[Contributions[K]]>(['list']);
}

/** Every hook of a runtime, in one frozen object (like webpack's Compiler.hooks). */
export function createHooks() {
  return Object.freeze({
    routes: contributionHook<'routes'>(),
    menuItems: contributionHook<'menuItems'>(),
    menuSources: contributionHook<'menuSources'>(),
    slots: contributionHook<'slots'>(),
    modals: contributionHook<'modals'>(),
    realtime: contributionHook<'realtime'>(),
    placeholders: contributionHook<'placeholders'>(),
    hashTriggers: contributionHook<'hashTriggers'>(),
    redirects: contributionHook<'redirects'>(),
    boot: new AsyncSeriesHook<[]>(),
    login: new AsyncParallelHook<[LoginEvent]>(['event']),
    logout: new SyncHook<[]>(),
    routeChange: new SyncHook<[RouteChangeEvent]>(['event']),
    authError: new SyncHook<[]>(),
  });
}

export type Hooks = ReturnType<typeof createHooks>;
export type LifecycleName = 'boot' | 'login' | 'logout' | 'routeChange' | 'authError';

/** Appends one plugin's contributions of a kind; `name` is the plugin id, shown in tapable's tap list. */
export function tapContributions<K extends ContributionKind>(hooks: Hooks, kind: K, pluginId: string, items: Contributions[K]) {
  const hook = hooks[kind] as unknown as SyncWaterfallHook<[Contributions[K]]>;
  hook.tap(pluginId, (list) => [...list, ...items] as Contributions[K]);
}

export function collectContributions<K extends ContributionKind>(hooks: Hooks, kind: K): Contributions[K] {
  const hook = hooks[kind] as unknown as SyncWaterfallHook<[Contributions[K]]>;
  return hook.call([] as unknown as Contributions[K]);
}

type Guarded = (pluginId: string, error: unknown) => void;

/** Lifecycle taps are wrapped so that one plugin's failure is reported and the others still run. */
export function tapLifecycle(hooks: Hooks, name: LifecycleName, pluginId: string, fn: (...args: never[]) => unknown, onError: Guarded) {
  switch (name) {
    case 'boot':
      hooks.boot.tapPromise(pluginId, async () => {
        try {
          await (fn as () => unknown)();
        } catch (error) {
          onError(pluginId, error);
        }
      });
      return;
    case 'login':
      hooks.login.tapPromise(pluginId, async (event) => {
        try {
          await (fn as (e: LoginEvent) => unknown)(event);
        } catch (error) {
          onError(pluginId, error);
        }
      });
      return;
    case 'routeChange':
      hooks.routeChange.tap(pluginId, (event) => guardSync(() => (fn as (e: RouteChangeEvent) => unknown)(event), pluginId, onError));
      return;
    case 'logout':
    case 'authError':
      hooks[name].tap(pluginId, () => guardSync(fn as () => unknown, pluginId, onError));
      return;
  }
}

function guardSync(fn: () => unknown, pluginId: string, onError: Guarded) {
  try {
    const result = fn();
    if (result instanceof Promise) result.catch((error: unknown) => onError(pluginId, error));
  } catch (error) {
    onError(pluginId, error);
  }
}
