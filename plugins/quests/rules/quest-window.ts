import type { Quest } from '@schemas/wire/quests';

/**
 * Which quests a visitor sees and in what state (spec part 2 §4, part 1 §6). Pure: the pages, the bookmark and
 * their tests share it.
 */
export type QuestPhase = 'future' | 'active' | 'archive';

/** Future while the start is ahead, active while the end is ahead, otherwise archive. */
export function questPhase(quest: Pick<Quest, 'start_at' | 'end_at'>, now: number): QuestPhase {
  if (Date.parse(quest.start_at) > now) return 'future';
  if (Date.parse(quest.end_at) > now) return 'active';
  return 'archive';
}

/**
 * Shown when it names no groups or the player is in one of them (guests have none), and, for a test quest, only
 * while `enableTestQuests` is on ("ffc test quests hidden unless a flag is on").
 */
export function questVisible(quest: Pick<Quest, 'group_ids' | 'isTest'>, groups: readonly number[], testQuests: boolean): boolean {
  if (quest.isTest && !testQuests) return false;
  return quest.group_ids.length === 0 || quest.group_ids.some((group) => groups.includes(group));
}

/** The Arena's sections: running (soonest end first), coming (soonest start), finished (latest end first). */
export function arenaSections(quests: readonly Quest[], now: number): Record<QuestPhase, Quest[]> {
  const by = (phase: QuestPhase) => quests.filter((q) => questPhase(q, now) === phase);
  return {
    active: by('active').sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at)),
    future: by('future').sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at)),
    archive: by('archive').sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at)),
  };
}

/**
 * The quest of `action/{slug}`: by its slug (`questSlug`), its identifier or its id; with several (a recurring
 * quest's past instances share nothing, but a platform may reuse slugs), the running one first.
 */
export function questBySlug(quests: readonly Quest[], slug: string, now: number): Quest | null {
  const matches = quests.filter((q) => q.questSlug === slug || q.frontend_identifier === slug || q.id === slug);
  const rank = (q: Quest) => ({ active: 0, future: 1, archive: 2 })[questPhase(q, now)];
  return [...matches].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
