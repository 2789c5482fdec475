import type { PlatformContext } from '../../context';
import { issuePrizeGift, type PrizeGiftResult } from '../bonuses/public';
import type { AdventureDay } from './calendar';
import { prizeTerms } from './store';

/**
 * The key of a day's bonus prize: its name without the `{variable}` parts (`reload_{reload}` → `reload`), which names
 * its terms in `adventure_prize_terms`.
 */
export const prizeKeyOf = (bonus: string) => bonus.replace(/_?\{[^}]*\}/g, '').trim();

/** Spec part 2 §3: a prize's title has the form `name__step/total__day`. */
export const prizeTitle = (name: string, day: Pick<AdventureDay, 'step' | 'stepTotal' | 'day'>) => `${name}__${day.step}/${day.stepTotal}__${day.day}`;

/**
 * Gives a completed day's prize through the bonuses engine (a new gift the player activates in the gifts tab), in
 * the caller's transaction, once per `sourceRef`. Free spins when the day names `fs`, else the bonus of its key in the
 * player's currency. Answers what happened, so the completion row records it.
 */
export function givePrize(ctx: Pick<PlatformContext, 'db' | 'events' | 'clock'>, day: AdventureDay, playerId: number, currency: string, sourceRef: string): PrizeGiftResult | { ok: false; reason: 'no_prize' } {
  const base = { playerId, currency, sourceRef, type: 'adventure', groupKey: 'adventure' } as const;
  if (day.prize.fs && day.prize.fs > 0) {
    const terms = prizeTerms(ctx.db, 'freespins', currency);
    return issuePrizeGift(ctx, { ...base, kind: 'freespins', count: day.prize.fs, title: prizeTitle('freespins', day), wagerMultiplier: terms?.wager_multiplier ?? 0, maxWinCents: terms?.max_win_cents ?? null });
  }
  if (day.prize.bonus) {
    const key = prizeKeyOf(day.prize.bonus);
    const terms = prizeTerms(ctx.db, key, currency);
    if (!terms || terms.amount_cents <= 0) return { ok: false, reason: 'unavailable' };
    return issuePrizeGift(ctx, { ...base, kind: 'bonus', amountCents: terms.amount_cents, title: prizeTitle(key, day), wagerMultiplier: terms.wager_multiplier, maxWinCents: terms.max_win_cents });
  }
  return { ok: false, reason: 'no_prize' };
}
