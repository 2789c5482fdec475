import { proxy, ref } from 'valtio';
import type { Quest, QuestStatus } from '@schemas/wire/quests';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface QuestsData {
  /** The quests the platform lists (kept with `ref`: replaced, never mutated in place). */
  quests: Quest[] | null;
  questsLoad: LoadState;
  /** The player's standing per quest id; absent: not loaded (a guest has none). */
  statuses: Record<string, QuestStatus>;
  statusesLoad: LoadState;
}

/** One per runtime and session (`questsState`): the standings are the player's and go at logout. */
export function createQuestsStore() {
  const state = proxy<QuestsData>({ quests: null, questsLoad: 'idle', statuses: {}, statusesLoad: 'idle' });
  return {
    state,
    setQuests(list: Quest[]) {
      state.quests = ref(list);
    },
    /** A fresher copy of one quest (its page's `GET /api/quests/{id}`), or one the list did not have. */
    upsertQuest(quest: Quest) {
      const list = state.quests ?? [];
      const index = list.findIndex((q) => q.id === quest.id);
      state.quests = ref(index === -1 ? [...list, quest] : list.map((q, i) => (i === index ? quest : q)));
    },
    setStatuses(list: QuestStatus[]) {
      state.statuses = Object.fromEntries(list.map((status) => [status.quest_id, ref(status)]));
    },
    /** `/status` or a `quests_statuses` event; returns the standing it replaced. */
    applyStatus(status: QuestStatus): QuestStatus | undefined {
      const before = state.statuses[status.quest_id];
      state.statuses[status.quest_id] = ref(status);
      return before;
    },
  };
}
export type QuestsStore = ReturnType<typeof createQuestsStore>;
