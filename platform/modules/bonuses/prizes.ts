import type { PromotionPrizeAwarded } from '../../domain-event-map';
import { issuePack, mayIssue } from './issue';
import { Changes, type BonusContext } from './pushes';
import { jsonStrings, readDefinition } from './store';
import { DEFAULT_CONTRIBUTIONS, parseContributions } from './wagering-rules';

/**
 * promotion.prize_awarded, in the finishing transaction of a tournament or lottery: its free-spin part becomes
 * a pack (new gift, type prize) on the promotion's games (none: the `prize_freespins` definition's games), at
 * that definition's stake and wagering. Once per award (`awardRef` is the pack's source_ref).
 */
export function issuePrizeFreespins(ctx: BonusContext, award: Readonly<PromotionPrizeAwarded>) {
  if (award.freeSpinsCount <= 0 || !mayIssue(ctx.db, award.playerId)) return;
  const def = readDefinition(ctx.db, 'prize_freespins', award.currency);
  if (!def || def.freespins_bet_cents === null) return;
  const contributions = parseContributions(def.contributions);
  const changes = new Changes();
  issuePack(
    ctx,
    changes,
    {
      playerId: award.playerId,
      currency: award.currency,
      type: 'prize',
      sourceRef: award.awardRef,
      title: `${award.freeSpinsCount} free spins: ${award.promotion} prize, place ${award.place}`,
      groupKey: def.group_key,
      definitionId: def.id,
      count: award.freeSpinsCount,
      betCents: def.freespins_bet_cents,
      games: award.games.length > 0 ? award.games : jsonStrings(def.freespins_games),
      wagerMultiplier: def.freespins_wager_multiplier,
      maxWinCents: def.freespins_max_win_cents,
      contributions: contributions.length > 0 ? contributions : DEFAULT_CONTRIBUTIONS,
      activatableDays: def.activatable_days,
      validDays: def.valid_days,
    },
    ctx.clock.now(),
    false,
  );
  changes.pushAfterCommit(ctx);
}
