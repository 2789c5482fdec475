// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogEntry, defineManifest, definePlugin } from '../../core/plugin/define';
import { definePluginState, stateOf, usePluginState } from '../../core/plugin/plugin-state';
import type { PluginRuntime } from '../../core/runtime/plugin-runtime';
import { RuntimeProvider } from '../../core/react/runtime-context';
import { LOBBY_ROWS } from '../../schemas/contracts/slots';
import { testPlayer } from '../harness/fixtures';
import { createTestRuntime } from '../harness/create-test-runtime';

afterEach(() => cleanup());
const none = async () => ({ default: () => null });

describe('setup(api): contributions and lifecycle only', () => {
  it('hands setup no runtime and no hooks, and lifecycle taps a view without hooks or registry', async () => {
    const seen: { apiKeys: string[]; view: PluginRuntime | null } = { apiKeys: [], view: null };
    const manifest = defineManifest({ id: 'probe' });
    const plugin = definePlugin(manifest, (api) => {
      seen.apiKeys = Object.keys(api);
      api.onBoot((runtime) => {
        seen.view = runtime;
      });
    });
    const { runtime } = await createTestRuntime({ plugins: [catalogEntry(manifest, async () => ({ default: plugin }))] });
    expect(seen.apiKeys).not.toContain('runtime');
    expect(seen.apiKeys).not.toContain('hooks');
    expect(seen.view).not.toBeNull();
    const view = seen.view as unknown as Record<string, unknown>;
    expect(view.hooks).toBeUndefined();
    expect(view.registry).toBeUndefined();
    expect('expose' in (view.services as object)).toBe(false);
    // The view follows the runtime: values settled after it was handed out are seen through it.
    expect(seen.view!.country).toBe(runtime.country);
  });

  it('joins declared contributions with their bindings: visibility, onlyIf, repeated copies', async () => {
    const manifest = defineManifest({
      id: 'rows',
      options: z.object({ recent: z._default(z.boolean(), false), rows: z._default(z.array(z.object({ name: z.string(), order: z.number() })), []) }),
      contributes: {
        slots: {
          recent: { slot: LOBBY_ROWS, order: 100, onlyIf: 'recent', visible: { signedIn: true } },
          collection: { slot: LOBBY_ROWS, order: 200, repeat: 'rows' },
          promo: { slot: LOBBY_ROWS, order: 900, visible: { signedIn: false } },
        },
      },
    });
    const plugin = definePlugin(manifest, (api) => {
      api.implement({
        slots: {
          recent: none,
          collection: api.options.rows.map((row) => ({ key: `row-${row.name}`, order: row.order, load: none })),
          promo: { load: none, when: (ctx) => ctx.country !== 'EE' },
        },
      });
    });
    const entry = catalogEntry(manifest, async () => ({ default: plugin }));
    const { runtime } = await createTestRuntime({ plugins: [entry], pluginOptions: { rows: { rows: [{ name: 'top', order: 300 }, { name: 'new', order: 250 }] } } });
    expect(runtime.registry.slots.map((s) => [s.id, s.order])).toEqual([
      ['row-new', 250],
      ['row-top', 300],
      ['promo', 900],
    ]);
    const promo = runtime.registry.slots.find((s) => s.id === 'promo')!;
    expect(promo.when!({ ...runtime.visibility(), loggedIn: false, country: 'CA' })).toBe(true);
    expect(promo.when!({ ...runtime.visibility(), loggedIn: true, country: 'CA' })).toBe(false);
    expect(promo.when!({ ...runtime.visibility(), loggedIn: false, country: 'EE' })).toBe(false);

    const on = await createTestRuntime({ plugins: [entry], pluginOptions: { rows: { recent: true } } });
    expect(on.runtime.registry.slots.map((s) => s.id)).toEqual(['recent', 'promo']);
  });

  it('fails (and contains) a setup whose bindings do not match the manifest', async () => {
    const manifest = defineManifest({ id: 'half', contributes: { routes: { a: { path: '/a', order: 1 }, b: { path: '/b', order: 1 } } } });
    // A plugin compiled against another manifest, as a stale build would be.
    const plugin = definePlugin(manifest, (api) => (api.implement as (b: object) => void)({ routes: { a: none, c: none } }));
    const { runtime } = await createTestRuntime({ plugins: [catalogEntry(manifest, async () => ({ default: plugin }))] });
    expect(runtime.registry.plugins).toEqual([{ id: 'half', state: 'failed', error: 'half: setup binds routes "c", which the manifest does not declare' }]);
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'half')).toEqual([]);
  });
});

describe('definePluginState', () => {
  const manifest = defineManifest({ id: 'counter', options: z.object({ start: z._default(z.number(), 1) }) });
  let builds = 0;
  const counterState = definePluginState(manifest, ({ options }) => {
    builds += 1;
    return proxy({ count: options.start });
  });
  const apiState = definePluginState(manifest, ({ runtime }) => ({ site: runtime.site.id }), { lifetime: 'runtime' });
  const plugin = definePlugin(manifest, () => undefined);
  const entry = catalogEntry(manifest, async () => ({ default: plugin }));

  function Counter() {
    const state = usePluginState(counterState);
    const snap = useSnapshot(state);
    return <output data-testid="count">{snap.count}</output>;
  }

  it('builds lazily, once per runtime, with the plugin options; session state is fresh after logout, runtime state stays', async () => {
    builds = 0;
    const first = await createTestRuntime({ plugins: [entry], pluginOptions: { counter: { start: 5 } }, player: testPlayer() });
    const second = await createTestRuntime({ plugins: [entry] });
    expect(builds).toBe(0);
    stateOf(first.runtime, counterState).count += 1;
    expect(stateOf(first.runtime, counterState).count).toBe(6);
    expect(stateOf(second.runtime, counterState).count).toBe(1);
    expect(builds).toBe(2);
    const api = stateOf(first.runtime, apiState);

    render(
      <RuntimeProvider runtime={first.runtime}>
        <Counter />
      </RuntimeProvider>,
    );
    expect(screen.getByTestId('count').textContent).toBe('6');
    await act(() => first.runtime.logout());
    expect(screen.getByTestId('count').textContent).toBe('5');
    expect(stateOf(first.runtime, apiState)).toBe(api);
  });

  it('refuses to build the state of a plugin the runtime does not run', async () => {
    const { runtime } = await createTestRuntime({ plugins: [] });
    expect(() => stateOf(runtime, counterState)).toThrow('plugin "counter" is not enabled on this runtime');
  });
});
