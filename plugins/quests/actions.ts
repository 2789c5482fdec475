import { stateOf, type PluginRuntime } from '@core/index';
import type { Quest } from '@schemas/wire/quests';
import { questsApiState } from './api';
import { questsState } from './state';

/**
 * What the pages and the bookmark do (lazy: loaded with them, never with the entry). Each loader runs once per
 * session unless forced, and a second caller waits for the load in flight; failures are logged by the API client
 * under their code and leave an empty or error state (DESIGN §5).
 */
const store = (runtime: PluginRuntime) => stateOf(runtime, questsState);
const api = (runtime: PluginRuntime) => stateOf(runtime, questsApiState);
const signedIn = (runtime: PluginRuntime) => runtime.session.status === 'player';

const inFlight = new WeakMap<object, Map<string, Promise<void>>>();

/** Runs `load` once at a time per store and key: callers arriving meanwhile share its promise. */
function once(state: object, key: string, load: () => Promise<void>): Promise<void> {
  const pending = inFlight.get(state) ?? new Map<string, Promise<void>>();
  inFlight.set(state, pending);
  const running = pending.get(key);
  if (running) return running;
  const promise = load().finally(() => pending.delete(key));
  pending.set(key, promise);
  return promise;
}

export function ensureQuests(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state, setQuests } = store(runtime);
  if (state.questsLoad === 'ready' && !options.force) return Promise.resolve();
  return once(state, 'quests', async () => {
    state.questsLoad = 'loading';
    try {
      setQuests(await api(runtime).quests());
      state.questsLoad = 'ready';
    } catch {
      state.questsLoad = state.quests ? 'ready' : 'failed';
    }
  });
}

/** The player's standing in every listed quest; nothing for guests (a 401 would end a session). */
export function ensureStatuses(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state, setStatuses } = store(runtime);
  if (!signedIn(runtime) || (state.statusesLoad === 'ready' && !options.force)) return Promise.resolve();
  return once(state, 'statuses', async () => {
    state.statusesLoad = 'loading';
    try {
      setStatuses(await api(runtime).statuses());
      state.statusesLoad = 'ready';
    } catch {
      state.statusesLoad = 'failed';
    }
  });
}

/** The quest of `action/{slug}` when the list does not have it (a direct link to an older one). */
export async function loadQuest(runtime: PluginRuntime, slug: string): Promise<Quest | null> {
  try {
    const quest = await api(runtime).quest(slug);
    if (quest) store(runtime).upsertQuest(quest);
    return quest;
  } catch {
    return null;
  }
}

/** One quest's standing (a quest opened by address that the statuses did not list). */
export async function loadStatus(runtime: PluginRuntime, questId: string): Promise<void> {
  if (!signedIn(runtime)) return;
  try {
    store(runtime).applyStatus(await api(runtime).status(questId));
  } catch {
    // logged by the client; the page shows the ladder without a standing
  }
}

const refreshTimers = new WeakMap<PluginRuntime, ReturnType<typeof setTimeout>>();

/**
 * A countdown reached zero (spec part 2 §4's end event): the page has already moved by the clock; the list is
 * read again shortly after, once the platform rolled a recurring quest on.
 */
export function onQuestTimerEnd(runtime: PluginRuntime, delayMs = 1_500): void {
  if (refreshTimers.has(runtime)) return;
  refreshTimers.set(
    runtime,
    setTimeout(() => {
      refreshTimers.delete(runtime);
      void ensureQuests(runtime, { force: true });
      void ensureStatuses(runtime, { force: true });
    }, delayMs),
  );
}
