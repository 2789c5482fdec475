// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../core/boot/App';
import { catalogEntry, defineManifest, definePlugin } from '../../core/plugin/define';
import { FOOTER_BLOCKS } from '../../schemas/contracts/slots';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testPlayer } from '../harness/fixtures';
import { testCatalog } from '../fixtures/test-plugins';

afterEach(() => cleanup());

/** A plugin that draws nothing on every page: its page, a footer block, and taps that record what they saw. */
function latePlugin() {
  const seen: string[] = [];
  const manifest = defineManifest({
    id: 'late',
    contributes: {
      routes: { page: { path: '/late/:id', order: 100 } },
      slots: { block: { slot: FOOTER_BLOCKS, order: 5 } },
    },
  });
  const plugin = definePlugin(manifest, (api) => {
    api.implement({
      routes: { page: async () => ({ default: () => <p>late page</p> }) },
      slots: { block: async () => ({ default: () => <p>late block</p> }) },
    });
    api.onBoot(() => void seen.push('boot'));
    api.onLogin((event) => void seen.push(`login:${event.playerId}:${event.reason}`));
    api.onRouteChange((event) => void seen.push(`route:${event.path}`));
  });
  return { seen, entry: catalogEntry(manifest, async () => ({ default: plugin })) };
}

describe('plugins that start after the first paint (boot data `deferred`)', () => {
  it('are absent until started, then contribute and get boot, login and the current route, once', async () => {
    const late = latePlugin();
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.hello, late.entry], deferred: [{ id: 'late', routes: ['/late/:id'] }], player: testPlayer({ id: 7 }), url: '/hello' });
    expect(runtime.registry.isActive('late')).toBe(false);
    expect(runtime.deferred.state.pending).toBe(true);
    render(<App runtime={runtime} />);
    await screen.findAllByText('hello from plugin');

    await runtime.deferred.start();
    await runtime.deferred.start();
    expect(runtime.registry.isActive('late')).toBe(true);
    expect(runtime.registry.isActive('hello')).toBe(true);
    expect(runtime.deferred.state.pending).toBe(false);
    expect(late.seen).toEqual(['boot', 'login:7:session', 'route:/hello']);
    // The shell re-renders with the late block.
    expect(await screen.findByText('late block')).toBeTruthy();
    // Taps are on the runtime's hooks from now on, like everyone's.
    runtime.navigate('/late/1');
    await screen.findByText('late page');
    expect(late.seen.at(-1)).toBe('route:/late/1');
  });

  it('a navigation to one of their routes starts them at once and shows the page, not "not found"', async () => {
    const late = latePlugin();
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.hello, late.entry], deferred: [{ id: 'late', routes: ['/late/:id'] }], url: '/hello' });
    render(<App runtime={runtime} />);
    await screen.findAllByText('hello from plugin');
    let notFoundShown = false;
    const watch = new MutationObserver(() => (notFoundShown ||= document.body.textContent?.includes('404') ?? false));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    runtime.navigate('/late/2');
    expect(await screen.findByText('late page')).toBeTruthy();
    watch.disconnect();
    expect(notFoundShown).toBe(false);
    await waitFor(() => expect(late.seen).toContain('boot'));
  });

  it('without a deferred list every plugin starts before the first render (tests, older hosts)', async () => {
    const late = latePlugin();
    const { runtime } = await createTestRuntime({ plugins: [late.entry] });
    expect(runtime.registry.isActive('late')).toBe(true);
    expect(runtime.deferred.state.pending).toBe(false);
  });
});
