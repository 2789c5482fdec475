import type { RoundSettled } from '../../domain-event-map';
import { gameKind } from '../catalogue/public';
import { endBonus, payOut } from './lifecycle';
import type { BonusContext, Changes } from './pushes';
import { activeBonus, jsonStrings } from './store';
import { contributionPercent, parseContributions, wagerOf } from './wagering-rules';

/**
 * round.settled, in the round's transaction, for a paid real-money round: the active bonus of the round's
 * currency mirrors the bonus pocket's part of the round (its `amount_cents` loses the bonus stake and gains the
 * bonus share of the win, exactly what the wallet moved), and the whole stake counts towards its wagering with
 * its game kind's contribution: floor(bet × percent / 100). The first bet moves it to handle_bets. Reaching the
 * requirement converts it (up to its max win, stage wager_done); money below one minor unit before that loses it.
 */
export function wagerRound(ctx: BonusContext, changes: Changes, round: Readonly<RoundSettled>, now: Date) {
  const bonus = activeBonus(ctx.db, round.playerId, round.currency);
  // No active bonus: the pocket is empty (the invariant), so the round was paid with real money only.
  if (!bonus) return;
  const restricted = jsonStrings(bonus.games);
  const percent =
    restricted.length > 0 && !restricted.includes(round.gameIdentifier) ? 0 : contributionPercent(parseContributions(bonus.contributions), gameKind(ctx.db, round.gameIdentifier));
  const amount = bonus.amount_cents - round.bonusBetCents + round.bonusWinCents;
  if (amount < 0) throw new Error(`bonus ${bonus.id} holds less than the bonus stake of round ${round.roundId}`);
  const wagered = Math.min(bonus.wager_requirement_cents, bonus.wagered_cents + wagerOf(round.betCents, percent));
  ctx.db.prepare("UPDATE bonuses SET amount_cents = ?, wagered_cents = ?, stage = 'handle_bets' WHERE id = ?").run(amount, wagered, bonus.id);
  changes.bonus(bonus);
  const current = { ...bonus, amount_cents: amount, wagered_cents: wagered, stage: 'handle_bets' as const };
  if (wagered >= bonus.wager_requirement_cents) payOut(ctx, changes, current, 'wager_done', 'wagering', now);
  else if (amount < 1) endBonus(ctx, changes, current, 'money_gone', 'lost', now);
}
