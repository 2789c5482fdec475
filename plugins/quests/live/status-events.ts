import { defineRealtimeHandler, stateOf, type PluginRuntime } from '@core/index';
import { questStatusSchema, type QuestStatus } from '@schemas/wire/quests';
import { rewardText } from '../rules/reward-text';
import { questsState } from '../state';

/**
 * `quests_statuses` (the player's standing after a counted bet): the quest page's ladder and progress bar and the
 * bookmark render from the store, so they move without a reload. A level reached since the last standing this tab
 * knew is announced with its reward (nothing is announced without an earlier standing to compare with).
 */
export function applyQuestStatus(runtime: PluginRuntime, status: QuestStatus): void {
  const store = stateOf(runtime, questsState);
  const before = store.applyStatus(status);
  if (!before || (status.level ?? 0) <= (before.level ?? 0)) return;
  const quest = store.state.quests?.find((q) => q.id === status.quest_id);
  const level = quest?.levels.find((l) => l.level === status.level);
  const reward = level?.reward && status.rewarded_levels.includes(level.level) ? rewardText(level.reward, status.currency, runtime) : '';
  runtime.toasts.show({
    kind: 'success',
    messageKey: reward ? 'quests:toast.levelReward' : 'quests:toast.level',
    values: { title: quest?.title ?? '', level: status.level, reward },
  });
}

export default defineRealtimeHandler(questStatusSchema, (status, runtime) => applyQuestStatus(runtime, status));
