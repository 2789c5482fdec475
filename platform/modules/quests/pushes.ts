import type { PlatformContext } from '../../context';
import type { RoundSettled } from '../../domain-event-map';
import { readQuest } from './store';
import { statusToWire } from './view';

/** The private channel of a player's quest standing (schemas/wire/realtime.ts); the event has its name. */
export const QUESTS_STATUSES = 'quests_statuses';

/** Sends the player's standing in one quest (after a round that counted, or on demand). */
export function pushStatus(ctx: Pick<PlatformContext, 'db' | 'events'>, questId: number, playerId: number, currency: string): void {
  const quest = readQuest(ctx.db, questId);
  if (!quest) return;
  ctx.events.emit({ scope: 'private', playerId, channel: QUESTS_STATUSES, event: QUESTS_STATUSES, payload: statusToWire(ctx.db, quest, playerId, currency) });
}

/**
 * After the round committed: the player's standing in each quest the round counted in (the progress rows it
 * touched, committed), on `quests_statuses`. Reads committed rows only, so it is safe to run again.
 */
export function pushRoundStatuses(ctx: Pick<PlatformContext, 'db' | 'events'>, round: Readonly<RoundSettled>): void {
  if (round.mode !== 'real') return;
  const touched = ctx.db
    .prepare('SELECT quest_id, currency FROM quest_progress WHERE player_id = ? AND last_round_id = ?')
    .all(round.playerId, round.roundId) as { quest_id: number; currency: string }[];
  for (const { quest_id: questId, currency } of touched) pushStatus(ctx, questId, round.playerId, currency);
}
