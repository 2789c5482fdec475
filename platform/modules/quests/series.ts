import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { nextOccurrence, settleEach, type ScheduledJob } from '../../scheduler';
import { createQuest, definitionOf } from './create-quest';
import { readQuest, readQuestByIdentifier } from './store';

/**
 * Recurring quests keep the demo alive (DESIGN §12): when an instance of a series ends, the scheduler's job
 * `quests.roll` gives the series identifier up (the ended one becomes `{identifier}-{start date}`, so its page
 * still opens from the Arena's finished list) and creates the next instance on the series' grid (after downtime,
 * the current slot, not the missed ones), holding the series identifier. One transaction per instance, marked
 * first (`rolled_at`): a second run finds it done. Quests pay nothing at their end (rewards come with the rounds).
 */
export function rollQuest(ctx: Pick<PlatformContext, 'db'>, questId: number, now: Date): boolean {
  const { db } = ctx;
  const at = now.toISOString();
  return transaction(db, () => {
    const marked = db.prepare('UPDATE quests SET rolled_at = ? WHERE id = ? AND rolled_at IS NULL AND end_at <= ?').run(at, questId, at);
    if (marked.changes === 0) return false;
    const quest = readQuest(db, questId)!;
    if (!quest.series || !quest.repeat_every_seconds) return true;
    if (quest.frontend_identifier === quest.series) {
      let renamed = `${quest.series}-${quest.start_at.slice(0, 10)}`;
      if (readQuestByIdentifier(db, renamed)) renamed = `${renamed}-${quest.id}`;
      db.prepare('UPDATE quests SET frontend_identifier = ? WHERE id = ?').run(renamed, quest.id);
    }
    const open = db.prepare('SELECT 1 FROM quests WHERE series = ? AND end_at > ?').get(quest.series, at);
    if (open) return true;
    const window = nextOccurrence({ startAt: quest.start_at, endAt: quest.end_at }, quest.repeat_every_seconds, now);
    const identifier = readQuestByIdentifier(db, quest.series) ? `${quest.series}-${window.startAt.slice(0, 10)}` : quest.series;
    createQuest(db, { ...definitionOf(db, quest), frontendIdentifier: identifier, ...window, origin: 'series' }, now);
    return true;
  }).immediate();
}

export function questRollJob(ctx: Pick<PlatformContext, 'db'>): ScheduledJob {
  return {
    name: 'quests.roll',
    run(now) {
      const due = ctx.db.prepare('SELECT id FROM quests WHERE rolled_at IS NULL AND end_at <= ? ORDER BY end_at, id').pluck().all(now.toISOString()) as number[];
      settleEach(due, (id) => rollQuest(ctx, id, now), 'quests');
    },
    nextDueAt: () => ctx.db.prepare('SELECT MIN(end_at) FROM quests WHERE rolled_at IS NULL').pluck().get() as string | null,
  };
}
