import { useRuntime } from '@core/index';
import type { QuestReward } from '@schemas/wire/quests';
import { rewardText } from '../rules/reward-text';

/** A level's reward in words, in the quest's currency (core formatMoney). */
export function RewardLabel({ reward, currency }: { reward: QuestReward; currency: string }) {
  const runtime = useRuntime();
  return <>{rewardText(reward, currency, runtime)}</>;
}
