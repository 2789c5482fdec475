import { describe, expect, it } from 'vitest';
import { catalogEntry } from '@core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { lobbyManifest } from '../manifest';

const lobby = catalogEntry(lobbyManifest, () => import('../index'));
const betting = { bettingHosts: ['localhost'], bettingUrl: 'https://sports.test', plugins: { lobby: {}, 'site-chrome': {} } };

/** Spec part 1 §2: the header's lobby entry is hidden while the betting link shows. */
describe('lobby header entry and the betting link', () => {
  const headerLobby = async (options: Parameters<typeof createTestRuntime>[0]) => {
    const { runtime } = await createTestRuntime(options);
    const entry = runtime.registry.menuItems.find((m) => m.id === 'header-lobby')!;
    return entry.when ? entry.when(runtime.visibility()) : true;
  };

  it('hides on a betting host, where site-chrome shows the sports link', async () => {
    expect(await headerLobby({ plugins: [lobby], site: betting })).toBe(false);
  });

  it('shows for Estonian visitors, on other hosts, without a betting URL or without site-chrome', async () => {
    expect(await headerLobby({ plugins: [lobby], site: betting, country: 'EE' })).toBe(true);
    expect(await headerLobby({ plugins: [lobby], site: betting, host: 'mirror.localhost' })).toBe(true);
    expect(await headerLobby({ plugins: [lobby], site: { ...betting, bettingUrl: undefined } })).toBe(true);
    expect(await headerLobby({ plugins: [lobby], site: { ...betting, plugins: { lobby: {} } } })).toBe(true);
  });

  it('leaves the bottom bar entry alone', async () => {
    const { runtime } = await createTestRuntime({ plugins: [lobby], site: betting });
    expect(runtime.registry.menuItems.find((m) => m.id === 'bottom-bar-lobby')!.when).toBeUndefined();
  });
});
