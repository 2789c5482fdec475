import { ladderPosition } from '../../../schemas/wire/quests';
import type { RoundSettled } from '../../domain-event-map';
import { groupsOf } from '../accounts/public';
import { giveReward, type QuestContext } from './rewards';
import { jsonNumbers, ladderOf, progressOf, type QuestRow } from './store';

/**
 * `round.settled`, in the round's transaction, so progress and rewards exist exactly when the round does. A
 * round counts in a quest when:
 * - it is a paid real-money round with a real stake (`mode: 'real'`, not a free round, `realBetCents > 0`); only
 *   its real part counts (the bonus share of a stake never does), like tournaments;
 * - settled inside the quest's [start_at, end_at);
 * - in a currency the quest has a ladder for (no conversion: progress is kept per currency);
 * - by a player of its groups (none: everyone). No joining: every visible running quest counts.
 *
 * The new total sets the current level (spec part 2 §4, `ladderPosition`); every level passed by this round
 * whose reward was never given gets it now: the `quest_rewards` row's primary key (quest, player, level) is the
 * "once", whatever the currency and however many rounds run at the same time (each round is one IMMEDIATE
 * transaction, so they queue on the database).
 */
export function countRound(ctx: QuestContext, round: Readonly<RoundSettled>): void {
  if (round.mode !== 'real' || round.freeRound || round.realBetCents <= 0) return;
  const { db } = ctx;
  const running = db.prepare('SELECT * FROM quests WHERE start_at <= ? AND end_at > ? ORDER BY id').all(round.settledAt, round.settledAt) as QuestRow[];
  let groups: number[] | null = null;
  for (const quest of running) {
    const allowed = jsonNumbers(quest.group_ids);
    if (allowed.length > 0) {
      groups ??= groupsOf(db, round.playerId);
      if (!allowed.some((g) => groups!.includes(g))) continue;
    }
    const ladder = ladderOf(db, quest.id, round.currency);
    if (ladder.length === 0) continue;
    const before = progressOf(db, quest.id, round.playerId, round.currency)?.bet_cents ?? 0;
    const total = before + round.realBetCents;
    const from = ladderPosition(ladder, before).index;
    const to = ladderPosition(ladder, total);
    db.prepare(
      `INSERT INTO quest_progress (quest_id, player_id, currency, bets, bet_cents, level, last_round_id, updated_at)
       VALUES (@quest, @player, @currency, 1, @total, @level, @round, @at)
       ON CONFLICT (quest_id, player_id, currency) DO UPDATE SET bets = bets + 1, bet_cents = @total, level = @level, last_round_id = @round, updated_at = @at`,
    ).run({ quest: quest.id, player: round.playerId, currency: round.currency, total, level: to.current?.level ?? 0, round: round.roundId, at: round.settledAt });
    // The first counted round also gives a reward on a first level at 0, if a ladder has one.
    const start = before === 0 ? 0 : from + 1;
    for (const level of ladder.slice(start, to.index + 1)) {
      if (!level.reward_type) continue;
      const reached = db
        .prepare(
          `INSERT OR IGNORE INTO quest_rewards (quest_id, player_id, level, currency, reward_type, amount_cents, freespins_count, round_id, reached_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(quest.id, round.playerId, level.level, level.currency, level.reward_type, level.reward_amount_cents, level.reward_freespins, round.roundId, round.settledAt);
      if (reached.changes === 0) continue;
      const given = giveReward(ctx, quest, level, round.playerId);
      db.prepare('UPDATE quest_rewards SET bonus_id = ?, freespins_id = ?, ledger_id = ?, note = ? WHERE quest_id = ? AND player_id = ? AND level = ?').run(
        given.bonusId,
        given.freespinsId,
        given.ledgerId,
        given.note,
        quest.id,
        round.playerId,
        level.level,
      );
    }
  }
}
