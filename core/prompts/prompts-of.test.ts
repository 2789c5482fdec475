import { describe, expect, it } from 'vitest';
import { defineModal } from '@schemas/contracts/define-contract';
import { catalogEntry, defineManifest, definePlugin } from '../plugin/define';
import { pluginRuntimeOf } from '../runtime/plugin-runtime';
import { createTestRuntime } from '../../tests/harness/create-test-runtime';
import { testPlayer } from '../../tests/harness/fixtures';
import { modalPrompt } from './modal-prompt';
import { promptsOf } from './prompts-of';

const FIRST = defineModal('prompt-test-first');
const SECOND = defineModal('prompt-test-second');
const Nothing = async () => ({ default: () => null });

/** A site in miniature: a lobby, an immersive game page, a popup route (the cashbox's kind) and two modals. */
const manifest = defineManifest({
  id: 'prompt-test',
  contributes: {
    routes: {
      lobby: { path: '/', order: 100, role: 'main' },
      game: { path: '/play/:producer/:name', order: 100, immersive: true },
      cashbox: { path: '/cashbox', order: 100, kind: 'modal', blocking: true },
    },
    modals: { first: { modal: FIRST }, second: { modal: SECOND } },
  },
});
const plugin = definePlugin(manifest, (api) => api.implement({ routes: { lobby: Nothing, game: Nothing, cashbox: Nothing }, modals: { first: Nothing, second: Nothing } }));
const entry = catalogEntry(manifest, async () => ({ default: plugin }));

async function setUp(url = '/') {
  const test = await createTestRuntime({ plugins: [entry], player: testPlayer({ id: 5 }), url, site: { locales: ['en', 'de'] } });
  const view = pluginRuntimeOf(test.runtime);
  return { ...test, view, queue: promptsOf(view), open: () => test.runtime.modals.state.stack.map((m) => m.id) };
}

describe('the runtime prompt queue', () => {
  it('is one per runtime, whoever asks for it', async () => {
    const { runtime, view, queue } = await setUp();
    expect(promptsOf(runtime)).toBe(queue);
    expect(promptsOf(view)).toBe(queue);
  });

  it('never puts two prompt modals on screen: the second opens when the first is closed', async () => {
    const { view, queue, open, runtime } = await setUp();
    queue.enqueue({ id: 'first', priority: 1, open: modalPrompt(view, FIRST) });
    queue.enqueue({ id: 'second', priority: 1, open: modalPrompt(view, SECOND) });
    expect(open()).toEqual(['prompt-test-first']);
    runtime.modals.close(FIRST);
    await Promise.resolve();
    expect(open()).toEqual(['prompt-test-second']);
  });

  it('waits on a game page and opens when the player leaves it', async () => {
    const { view, queue, open, navigation } = await setUp('/de/play/studio/book-of-dead');
    queue.enqueue({ id: 'first', priority: 1, open: modalPrompt(view, FIRST) });
    expect(queue.isBlocked()).toBe(true);
    expect(open()).toEqual([]);
    navigation.go('/de');
    expect(open()).toEqual(['prompt-test-first']);
  });

  it('waits while the cashbox (a popup route) is open', async () => {
    const { view, queue, open, navigation } = await setUp('/cashbox');
    queue.enqueue({ id: 'first', priority: 1, open: modalPrompt(view, FIRST) });
    expect(open()).toEqual([]);
    navigation.go('/play/studio/book-of-dead');
    expect(open()).toEqual([]);
    navigation.go('/');
    expect(open()).toEqual(['prompt-test-first']);
  });

  it('waits while another modal, opened outside the queue, is up', async () => {
    const { view, queue, open, runtime } = await setUp();
    runtime.modals.open(SECOND);
    queue.enqueue({ id: 'first', priority: 1, open: modalPrompt(view, FIRST) });
    expect(open()).toEqual(['prompt-test-second']);
    runtime.modals.close(SECOND);
    expect(open()).toEqual(['prompt-test-first']);
  });

  it('drops the waiting signed-in prompts at logout', async () => {
    const { view, queue, runtime } = await setUp('/cashbox');
    queue.enqueue({ id: 'first', priority: 1, signedInOnly: true, open: modalPrompt(view, FIRST) });
    queue.enqueue({ id: 'second', priority: 1, open: modalPrompt(view, SECOND) });
    runtime.hooks.logout.call();
    expect(queue.waiting()).toEqual(['second']);
  });
});
