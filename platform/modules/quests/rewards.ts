import type { PlatformContext } from '../../context';
import { displayAmount } from '../info/public';
import { issuePrizeGift } from '../bonuses/public';
import { applyBalanceChange } from '../wallet/public';
import type { LevelRow, QuestRow } from './store';

/** What every part of the engine that writes needs: the database, the pushes and the platform's time. */
export type QuestContext = Pick<PlatformContext, 'db' | 'events' | 'clock'>;

/** The gifts this engine gives carry this `type` on the wire (the gifts tab names where they came from). */
export const QUEST_GIFT_TYPE = 'quest';
/** The ledger kind of a cash reward. */
export const QUEST_LEDGER_KIND = 'quest_reward';

/** Unique per player and level of one quest: the gift's source_ref or the ledger row's ref. */
export const rewardRef = (questId: number, level: number) => `quest:${questId}:level:${level}`;

/**
 * Gives a player one level's reward, once: the caller inserted the level's `quest_rewards` row in this very
 * transaction (its primary key is the once), and records what this returns on it. A bonus or free spins are new
 * gifts of the bonuses engine (`issuePrizeGift`, in this transaction); cash is a wallet credit with its ledger row.
 * Nothing is substituted when the engine declines (bonuses off for the player, no free-spin terms in the
 * currency): the reason is recorded, and the player is never paid cash instead of a bonus they would wager.
 */
export function giveReward(ctx: QuestContext, quest: QuestRow, level: LevelRow, playerId: number): { bonusId: number | null; freespinsId: number | null; ledgerId: number | null; note: string | null } {
  const none = { bonusId: null, freespinsId: null, ledgerId: null };
  const ref = rewardRef(quest.id, level.level);
  if (level.reward_type === 'money') {
    const paid = applyBalanceChange(ctx.db, { playerId, currency: level.currency, deltaCents: level.reward_amount_cents, kind: QUEST_LEDGER_KIND, ref });
    // A refusal (the balance at its cap) is recorded, never retried blindly: the operator settles it.
    return paid.ok ? { ...none, ledgerId: paid.ledgerId, note: null } : { ...none, note: `refused: ${paid.reason}` };
  }
  const title = `${quest.title}: level ${level.level}`;
  const common = { playerId, currency: level.currency, sourceRef: ref, type: QUEST_GIFT_TYPE, groupKey: 'quests', maxWinCents: null, wagerMultiplier: level.reward_wager_multiplier ?? 0 };
  const gift =
    level.reward_type === 'bonus'
      ? issuePrizeGift(ctx, { ...common, kind: 'bonus', amountCents: level.reward_amount_cents, title: `${title}, ${displayAmount(level.reward_amount_cents, level.currency)} bonus` })
      : issuePrizeGift(ctx, { ...common, kind: 'freespins', count: level.reward_freespins, title: `${title}, ${level.reward_freespins} free spins` });
  if (!gift.ok) return { ...none, note: gift.reason };
  return gift.kind === 'bonus' ? { ...none, bonusId: gift.id, note: null } : { ...none, freespinsId: gift.id, note: null };
}
