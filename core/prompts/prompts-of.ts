import { subscribe } from 'valtio';
import { runtimeBehind, type PluginRuntime } from '../runtime/plugin-runtime';
import type { Runtime } from '../runtime/types';
import { createPromptQueue, type PromptQueue } from './prompt-queue';
import { screenBlocksPrompts } from './screen-blocks-prompts';

const queues = new WeakMap<Runtime, PromptQueue>();

/**
 * The runtime's one prompt queue (built on first use, one per runtime like plugin state): every plugin that
 * opens a popup the player did not ask for goes through it, so two never stack and none covers a game or the
 * cashbox. It looks again whenever the address, the open modals or the started plugins change, and drops
 * waiting `signedInOnly` prompts at logout.
 */
export function promptsOf(view: PluginRuntime | Runtime): PromptQueue {
  const runtime = runtimeBehind(view);
  let queue = queues.get(runtime);
  if (queue) return queue;
  const built = createPromptQueue(
    () => screenBlocksPrompts(runtime),
    (id, error) => runtime.log.error('PROMPT_ERROR', { id, error: String(error) }),
  );
  queues.set(runtime, built);
  // In sync: a prompt's own modal closing must free the queue before anything else reads it.
  subscribe(runtime.modals.state, built.recheck, true);
  subscribe(runtime.deferred.state, built.recheck, true);
  runtime.navigation.subscribe(built.recheck);
  runtime.hooks.logout.tap('core:prompts', () => built.drop('signed-in'));
  return (queue = built);
}
