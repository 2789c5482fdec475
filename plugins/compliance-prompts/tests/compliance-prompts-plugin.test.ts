// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogEntry, defineManifest, definePlugin } from '../../../core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { pluginRuntimeOf } from '../../../core/runtime/plugin-runtime';
import type { Player } from '../../../schemas/wire/player';
import { compliancePromptsManifest } from '../manifest';

const plugin = catalogEntry(compliancePromptsManifest, () => import('../index'));
const MINUTE = 60_000;

/** The screens that matter to a prompt: a lobby and an immersive game page (the game-page plugin's kind). */
const screensManifest = defineManifest({
  id: 'screens',
  contributes: {
    routes: {
      lobby: { path: '/', order: 100, role: 'main' },
      game: { path: '/play/:producer/:name', order: 100, immersive: true },
    },
  },
});
const Nothing = async () => ({ default: () => null });
const screens = catalogEntry(screensManifest, async () => ({ default: definePlugin(screensManifest, (api) => api.implement({ routes: { lobby: Nothing, game: Nothing } })) }));

const surveyConfig = { survey_id: 'spring 26', survey_collector_id: 'web', is_enable_widget: true };

async function setUp(url: string, player: Player | null = testPlayer({ id: 31 })) {
  const test = await createTestRuntime({
    plugins: [plugin, screens],
    pluginOptions: { 'compliance-prompts': { surveyUrl: 'https://survey.example/r/{surveyId}?c={collectorId}' } },
    player,
    url,
    api: { 'GET /api/fe/config/survey-config': surveyConfig },
  });
  // The plugin's boot taps run behind a lazy import: wait until its schedules are set.
  await vi.advanceTimersByTimeAsync(0);
  return { ...test, open: () => test.runtime.modals.state.stack.map((m) => ({ id: m.id, props: m.props })) };
}

describe('compliance prompts plugin', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    // The page's clock (time on the site) follows the fake one.
    vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('declares the survey and iOS exit modals', async () => {
    const { runtime } = await setUp('/');
    expect(runtime.registry.modals.filter((m) => m.pluginId === 'compliance-prompts').map((m) => m.id)).toEqual(['survey', 'ios-webview-exit']);
  });

  it('offers the survey after 5 minutes, never on a game page, 500 ms after the player left it, once a session', async () => {
    const { open, navigation, runtime, api } = await setUp('/play/studio/book-of-dead');
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 50_000);
    expect(api.calls.some((call) => call.path === '/api/fe/config/survey-config')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open()).toEqual([]);

    navigation.go('/');
    await vi.advanceTimersByTimeAsync(499);
    expect(open()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(open()).toEqual([{ id: 'survey', props: { surveyUrl: 'https://survey.example/r/spring%2026?c=web' } }]);

    // Closed, then a sign-in again in the same browser session: not offered twice.
    runtime.modals.close();
    await (await import('../lifecycle/start-prompts')).promptsAfterLogin(pluginRuntimeOf(runtime));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(open()).toEqual([]);
  });

  it('does not offer the survey to a guest', async () => {
    const { open } = await setUp('/', null);
    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    expect(open()).toEqual([]);
  });

  describe('in an iOS app’s built-in browser', () => {
    const INSTAGRAM = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';
    beforeEach(() => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(INSTAGRAM));

    it('prompts to leave after 5 minutes, not while a game is open, checking every minute', async () => {
      const { open, navigation } = await setUp('/play/studio/book-of-dead', null);
      await vi.advanceTimersByTimeAsync(7 * MINUTE);
      expect(open()).toEqual([]);
      navigation.go('/');
      await vi.advanceTimersByTimeAsync(MINUTE - 1);
      expect(open()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(open()).toEqual([{ id: 'ios-webview-exit', props: {} }]);
    });

    it('prompts at logout', async () => {
      const { open, runtime } = await setUp('/');
      await vi.advanceTimersByTimeAsync(MINUTE);
      await runtime.logout();
      await vi.advanceTimersByTimeAsync(0);
      expect(open()).toEqual([{ id: 'ios-webview-exit', props: {} }]);
    });
  });
});
