// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { promptsOf } from '../../../core/prompts';
import { catalogEntry, defineManifest, definePlugin } from '../../../core/plugin/define';
import { pluginRuntimeOf } from '../../../core/runtime/plugin-runtime';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { joinAbRegistrationGroup, maybeShowNewProvider } from '../lifecycle/after-login';
import { authManifest } from '../manifest';

const auth = catalogEntry(authManifest, () => import('../index'));
// A lobby and an immersive game page, as the lobby and game-page plugins declare them.
const screensManifest = defineManifest({
  id: 'screens',
  contributes: { routes: { lobby: { path: '/', order: 100 }, game: { path: '/play/:producer/:name', order: 100, immersive: true } } },
});
const Nothing = async () => ({ default: () => null });
const screens = catalogEntry(screensManifest, async () => ({ default: definePlugin(screensManifest, (api) => api.implement({ routes: { lobby: Nothing, game: Nothing } })) }));

const NEW_PROVIDER_GROUPS = [400];
const SEEN_GROUP = 4300;

async function setUp(url: string, groups: number[], flags: Record<string, boolean> = {}) {
  const added: number[][] = [];
  const test = await createTestRuntime({
    plugins: [auth, screens],
    pluginOptions: { auth: { newProviderGroups: NEW_PROVIDER_GROUPS, newProviderSeenGroup: SEEN_GROUP } },
    player: testPlayer({ id: 41, groups }),
    url,
    site: { flags },
    api: {
      'POST /api/player/groups': ({ body }: { body: unknown }) => {
        const ids = (body as { groups: { add: number[] } }).groups.add;
        added.push(ids);
        return { body: { groups: [...groups, ...ids] } };
      },
    },
  });
  return { ...test, added, queue: promptsOf(test.runtime), open: () => test.runtime.modals.state.stack.map((m) => m.id) };
}

describe('new-provider popup through the prompt queue (spec part 1 §4)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('waits for the game to close, then shows once and marks the player as having seen it', async () => {
    const { queue, open, navigation, added, runtime } = await setUp('/play/studio/book-of-dead', [400]);
    await vi.waitFor(() => expect(queue.waiting()).toEqual(['new-provider']));
    // Not marked while it only waits: a popup that never got its turn is not lost.
    expect(added).toEqual([]);
    navigation.go('/');
    expect(open()).toEqual(['new-provider']);
    await vi.waitFor(() => expect(runtime.session.player?.groups).toContain(SEEN_GROUP));
    expect(added).toEqual([[SEEN_GROUP]]);
    runtime.modals.close();
    maybeShowNewProvider(pluginRuntimeOf(runtime), window.sessionStorage);
    expect(queue.waiting()).toEqual([]);
  });

  it('is not offered outside the configured groups, or to a player marked as having seen it', async () => {
    for (const groups of [[1], [400, SEEN_GROUP]]) {
      const { queue, runtime } = await setUp('/', groups);
      maybeShowNewProvider(pluginRuntimeOf(runtime), window.sessionStorage);
      expect(queue.showing()).toBeNull();
      expect(queue.waiting()).toEqual([]);
    }
  });
});

describe('AB registration test (spec part 1 §4, §6 enableABReg)', () => {
  it('adds the variant group of a fresh sign-up by id parity, only while enableABReg is on', async () => {
    const on = await setUp('/', [], { enableABReg: true });
    await joinAbRegistrationGroup(pluginRuntimeOf(on.runtime), { playerId: 41, reason: 'registration' });
    await joinAbRegistrationGroup(pluginRuntimeOf(on.runtime), { playerId: 42, reason: 'registration' });
    await joinAbRegistrationGroup(pluginRuntimeOf(on.runtime), { playerId: 43, reason: 'login' });
    expect(on.added).toEqual([[3101], [3100]]);

    const off = await setUp('/', [], { enableABReg: false });
    await joinAbRegistrationGroup(pluginRuntimeOf(off.runtime), { playerId: 41, reason: 'registration' });
    expect(off.added).toEqual([]);
  });
});
