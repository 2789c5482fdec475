// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { App } from '../../core/boot/App';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testCatalog } from '../fixtures/test-plugins';

afterEach(() => cleanup());

describe('plugin host', () => {
  it('orders contributions by their explicit order, not by registration', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.hello, testCatalog.renderThrows] });
    const header = runtime.registry.menuItems.filter((m) => m.menu === 'header').map((m) => m.id);
    expect(header).toEqual(['early', 'hello-a', 'hello-b']);
    expect(runtime.registry.menuItems.find((m) => m.id === 'early')?.pluginId).toBe('render-throws');
  });

  it('contains a plugin that throws in setup: nothing of it registers, the others work, it is reported', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.setupThrows, testCatalog.hello] });
    expect(runtime.registry.menuItems.map((m) => m.id)).not.toContain('never');
    expect(runtime.registry.isActive('hello')).toBe(true);
    expect(runtime.registry.plugins.find((p) => p.id === 'setup-throws')?.state).toBe('failed');
    expect(runtime.log.entries().some((e) => e.code === 'PLUGIN_SETUP_ERROR')).toBe(true);
  });

  it('contains a plugin that throws in render: its slot is empty, the shell and other plugins render', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.renderThrows, testCatalog.hello], url: '/hello' });
    render(<App runtime={runtime} />);
    // The page, then the footer block (footer blocks draw as the footer nears the screen).
    await waitFor(() => expect(screen.getAllByText('hello from plugin')).toHaveLength(2));
    await waitFor(() => expect(runtime.log.entries().filter((e) => e.code === 'PLUGIN_RENDER_ERROR')).toHaveLength(1));
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('skips plugins by flag, licence and requirement', async () => {
    const { runtime } = await createTestRuntime({
      plugins: [testCatalog.flagGated, testCatalog.needsHello, testCatalog.eeOnly],
    });
    expect(runtime.registry.plugins.map((p) => p.id)).toEqual([]);
  });

  it("reads a plugin's options with its manifest once loaded: defaults filled in, a bad value leaves the plugin out", async () => {
    const good = await createTestRuntime({ plugins: [testCatalog.hello] });
    expect(good.runtime.states.options('hello')).toEqual({ greeting: 'hi' });
    const bad = await createTestRuntime({ plugins: [testCatalog.hello], pluginOptions: { hello: { greeting: 5 } } });
    expect(bad.runtime.registry.isActive('hello')).toBe(false);
    expect(bad.runtime.registry.plugins).toEqual([expect.objectContaining({ id: 'hello', state: 'failed', error: 'bad-options' })]);
    expect(bad.runtime.log.entries().filter((e) => e.code === 'PLUGIN_CONFIG_ERROR')).toHaveLength(1);
  });

  it('sends a guest on an auth route to registration (whichever route holds the role) with the redirect query', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [testCatalog.hello], url: '/private' });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(navigation.current().pathname).toBe('/join'));
    expect(new URLSearchParams(navigation.current().search).get('redirect')).toBe('/private');
  });
});
