import type { Quest, QuestStatus } from '@schemas/wire/quests';
import { questPhase } from './quest-window';

/**
 * A running quest the player is climbing: bets counted and the top not reached. Several: the one ending first
 * (its time runs out soonest). Null: none.
 */
export function questInProgress(quests: readonly Quest[], statuses: Readonly<Record<string, QuestStatus>>, now: number): Quest | null {
  const climbing = quests.filter((quest) => {
    const status = statuses[quest.id];
    return questPhase(quest, now) === 'active' && status !== undefined && status.bet_cents > 0 && status.next_level !== null;
  });
  return climbing.sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at))[0] ?? null;
}

/** `action` without a slug: the quest in progress, else the first running one (soonest end), else the next to start. */
export function pickQuest(quests: readonly Quest[], statuses: Readonly<Record<string, QuestStatus>>, now: number): Quest | null {
  const byEnd = [...quests].sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at));
  const byStart = [...quests].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  return (
    questInProgress(quests, statuses, now) ??
    byEnd.find((quest) => questPhase(quest, now) === 'active') ??
    byStart.find((quest) => questPhase(quest, now) === 'future') ??
    null
  );
}
