// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID } from '@schemas/boot';
import { App } from '../../core/boot/App';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testPlayer } from '../harness/fixtures';
import { testCatalog } from '../fixtures/test-plugins';

/** `/ffc` shows the reason the runtime recorded (runtime.states.disabled), and what a reload would change. */
describe('/ffc and the recorded reasons', () => {
  afterEach(() => {
    cleanup();
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
  });

  it('shows a failed setup with its error, and a flag override as the next load\'s verdict', async () => {
    const plugins = [testCatalog.setupThrows, testCatalog.flagGated];
    // The host's boot data, as the page carries it (server/html.ts): the heads /ffc explains.
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = BOOT_ELEMENT_ID;
    boot.textContent = JSON.stringify({ site: { id: 'test' }, host: 'localhost', buildId: 'test', plugins: plugins.map((p) => p.head) });
    document.body.append(boot);
    // A tester (group 21) may open /ffc outside demo mode.
    const core = JSON.parse(readFileSync(join(__dirname, '../../core/messages/en.json'), 'utf8')) as Record<string, unknown>;
    const { runtime } = await createTestRuntime({ plugins, url: '/ffc', player: testPlayer({ groups: [21] }), messages: { core } });
    render(<App runtime={runtime} />);

    const stateOf = async (id: string) => (await screen.findByRole('rowheader', { name: id }, { timeout: 5_000 })).closest('tr')!.querySelector('[data-plugin-state]')!;
    const broken = await stateOf('setup-throws');
    expect(broken.getAttribute('data-plugin-verdict')).toBe('setup-failed');
    expect(broken.textContent).toMatch(/^Failed to start \(setup threw: .+\)$/);

    const gated = await stateOf('flag-gated');
    expect(gated.getAttribute('data-plugin-verdict')).toBe('flag-off');
    expect(gated.textContent).toBe('Off: flag enableMysticJackpots is off');
    // Turning the flag on here changes nothing until a reload: the cell keeps this load's verdict and names the next.
    fireEvent.change(screen.getByRole('combobox', { name: 'Override for enableMysticJackpots' }), { target: { value: 'true' } });
    expect((await stateOf('flag-gated')).textContent).toBe('Off: flag enableMysticJackpots is offNext load: On');
  });
});
