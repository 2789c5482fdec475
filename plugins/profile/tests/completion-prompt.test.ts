// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { promptsOf } from '../../../core/prompts';
import { catalogEntry, defineManifest, definePlugin } from '../../../core/plugin/define';
import { pluginRuntimeOf } from '../../../core/runtime/plugin-runtime';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { offerProfileCompletion } from '../lifecycle/after-login';
import { profileManifest } from '../manifest';

const profile = catalogEntry(profileManifest, () => import('../index'));
// A lobby and an immersive game page, as the lobby and game-page plugins declare them.
const screensManifest = defineManifest({
  id: 'screens',
  contributes: { routes: { lobby: { path: '/', order: 100 }, game: { path: '/play/:producer/:name', order: 100, immersive: true } } },
});
const Nothing = async () => ({ default: () => null });
const screens = catalogEntry(screensManifest, async () => ({ default: definePlugin(screensManifest, (api) => api.implement({ routes: { lobby: Nothing, game: Nothing } })) }));

/** Signed in at `url`: the profile plugin's login tap offers the completion (a lazy import: waited for). */
async function signedInAt(url: string, player = testPlayer({ id: 12, mobile_phone: null, city: '' })) {
  const test = await createTestRuntime({ plugins: [profile, screens], player, url });
  const queue = promptsOf(test.runtime);
  const open = () => test.runtime.modals.state.stack.map((m) => m.id);
  return { ...test, queue, open };
}

describe('profile completion through the prompt queue (spec part 1 §4)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('waits while a game is open and opens once the player leaves it, once per browser session', async () => {
    const { open, queue, navigation, runtime } = await signedInAt('/play/studio/book-of-dead');
    await vi.waitFor(() => expect(queue.waiting()).toEqual(['profile-completion']));
    expect(open()).toEqual([]);
    navigation.go('/');
    expect(open()).toEqual(['profile-completion']);
    runtime.modals.close();
    // Another sign-in in the same browser session (a reload): not again.
    offerProfileCompletion(pluginRuntimeOf(runtime), window.sessionStorage);
    expect(queue.waiting()).toEqual([]);
    expect(open()).toEqual([]);
  });

  it('is dropped when the fields were filled while it waited', async () => {
    const { open, queue, navigation, runtime } = await signedInAt('/play/studio/book-of-dead');
    await vi.waitFor(() => expect(queue.waiting()).toEqual(['profile-completion']));
    runtime.session.player = testPlayer({ id: 12 });
    navigation.go('/');
    expect(open()).toEqual([]);
    expect(queue.waiting()).toEqual([]);
  });

  it('is not offered for a complete or a crypto profile', async () => {
    for (const player of [testPlayer({ id: 12 }), testPlayer({ id: 12, currency: 'BTC', mobile_phone: null })]) {
      const { runtime, queue } = await signedInAt('/', player);
      offerProfileCompletion(pluginRuntimeOf(runtime), window.sessionStorage);
      expect(queue.waiting()).toEqual([]);
      expect(queue.showing()).toBeNull();
    }
  });
});
