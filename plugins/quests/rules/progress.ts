import { ladderPosition, type Quest, type QuestLevel, type QuestStatus } from '@schemas/wire/quests';

/** Where a player stands on a quest's ladder, computed from their total bets (spec part 2 §4). */
export interface QuestProgress {
  betCents: number;
  current: QuestLevel | null;
  next: QuestLevel | null;
  /** Share of the way from the current level's threshold to the next one's, 0–1 (1 at the top). */
  fraction: number;
  /** Still to bet to reach the next level (0 at the top). */
  toNextCents: number;
  /** Levels whose reward the player got. */
  rewarded: ReadonlySet<number>;
  /** The last level is reached. */
  atTop: boolean;
}

/**
 * The player's progress from their status (null: a guest, or not loaded: nothing bet). The level comes from the
 * ladder and the total, the rule the platform applies too, so a status and a list in step always agree.
 */
export function questProgress(quest: Pick<Quest, 'levels'>, status: Pick<QuestStatus, 'bet_cents' | 'rewarded_levels'> | null): QuestProgress {
  const betCents = status?.bet_cents ?? 0;
  const { current, next } = ladderPosition(quest.levels, betCents);
  const from = current?.bet_cents ?? 0;
  const span = next ? next.bet_cents - from : 0;
  const fraction = next ? (span > 0 ? Math.min(1, Math.max(0, (betCents - from) / span)) : 0) : quest.levels.length > 0 ? 1 : 0;
  return {
    betCents,
    current,
    next,
    fraction,
    toNextCents: next ? Math.max(0, next.bet_cents - betCents) : 0,
    rewarded: new Set(status?.rewarded_levels ?? []),
    atTop: quest.levels.length > 0 && next === null,
  };
}

/** A level's state on the ladder, for its tile. */
export type LevelState = 'reached' | 'current' | 'next' | 'locked';

export function levelState(level: QuestLevel, progress: QuestProgress): LevelState {
  if (progress.current && level.level === progress.current.level) return 'current';
  if (progress.current && level.bet_cents <= progress.current.bet_cents) return 'reached';
  if (progress.next && level.level === progress.next.level) return 'next';
  return 'locked';
}
