import * as z from 'zod/mini';
import { currencyCode, isoDate } from './common';
import { openEnum, orNull, wireFlag, wireId, wireInt, wireNumber, wireText } from './tolerant';

/**
 * Tournaments and lotteries (WIRE.md "Promotions", spec part 2 §3, §7). Tolerant readers (README.md in this
 * folder): ids may be numbers or strings (kept as strings), counts and amounts numeric strings, optional parts
 * `null`. Amounts are integer minor units of the promotion's `currency`.
 */

/** How a tournament scores a bet (spec part 2 §3; the family's `strategy`). Open: platforms add strategies. */
export const TOURNAMENT_STRATEGIES = ['bets_sum', 'wins_sum', 'max_multiplier', 'bets_count'] as const;
export type TournamentStrategy = (typeof TOURNAMENT_STRATEGIES)[number] | 'other';

export const promotionPrizeSchema = z.object({
  award_place: wireInt,
  money_award_cents: z._default(wireInt, 0),
  freespins_count: z._default(wireInt, 0),
});
export type PromotionPrize = z.output<typeof promotionPrizeSchema>;

export const topPlayerSchema = z.object({
  award_place: wireInt,
  nickname: wireText,
  points: z._default(wireNumber, 0),
});
export type TopPlayer = z.output<typeof topPlayerSchema>;

/** GET /api/tournaments (list, `/recent`, `/player`) and GET /api/tournaments/{id}. */
export const tournamentSchema = z.object({
  id: wireId,
  title: z.string(),
  /** The slug of `tournaments/{slug}` (spec part 2 §2). */
  frontend_identifier: z.string(),
  in_progress: wireFlag,
  user_confirmation_required: wireFlag,
  strategy: openEnum(TOURNAMENT_STRATEGIES),
  start_at: isoDate,
  end_at: isoDate,
  finished_at: orNull(isoDate),
  currency: currencyCode,
  money_budget_cents: z._default(wireInt, 0),
  prizes: z._default(z.array(promotionPrizeSchema), []),
  top_players: z._default(z.array(topPlayerSchema), []),
  /** Visible only to these groups; empty: everyone (spec part 2 §4). */
  group_ids: z._default(z.array(wireInt), []),
  /** Games that score (identifiers); empty with no providers: every game. Reference platform extension. */
  games: z._default(z.array(z.string()), []),
  providers: z._default(z.array(z.string()), []),
  /** Card art and short description, when the platform has them. */
  image: orNull(z.string()),
  description: wireText,
});
export type Tournament = z.output<typeof tournamentSchema>;
export type WireTournament = z.input<typeof tournamentSchema>;

/** GET /api/tournaments/{id}/status: the signed-in player's standing; also the `tournaments_statuses` payload. */
export const tournamentStatusSchema = z.object({
  tournament_id: wireId,
  bets: z._default(wireInt, 0),
  bet_cents: z._default(wireInt, 0),
  wins: z._default(wireInt, 0),
  win_cents: z._default(wireInt, 0),
  points: z._default(wireNumber, 0),
  /** null: not placed yet (no scoring bet, or not confirmed). */
  award_place: orNull(wireInt),
  nickname: wireText,
  games_taken: z._default(wireInt, 0),
  /** Joined (confirmed, or auto-joined where no confirmation is required). Reference platform extension. */
  confirmed: wireFlag,
});
export type TournamentStatus = z.output<typeof tournamentStatusSchema>;

/** POST /api/tournaments/{id}/confirm. */
export const tournamentConfirmRequestSchema = z.object({ confirmed: z.literal(true) });

/** Public `tournaments` channel, event `leaderboard`: a tournament's new top after a scoring bet. */
export const tournamentLeaderboardEventSchema = z.object({ tournament_id: wireId, top_players: z.array(topPlayerSchema) });

/**
 * Private `tournament_notifications` channel, event `tournament_notifications`: a tournament the player took
 * part in finished; their final place (null: no scoring bet) and what they won (money already credited).
 */
export const tournamentNotificationEventSchema = z.object({
  tournament_id: wireId,
  title: wireText,
  frontend_identifier: wireText,
  currency: currencyCode,
  points: z._default(wireNumber, 0),
  award_place: orNull(wireInt),
  money_award_cents: z._default(wireInt, 0),
  freespins_count: z._default(wireInt, 0),
  finished_at: orNull(isoDate),
});
export type TournamentNotificationEvent = z.output<typeof tournamentNotificationEventSchema>;

export const lotteryPrizeSchema = z.object({
  award_place: wireInt,
  money_award_cents: z._default(wireInt, 0),
  freespins_count: z._default(wireInt, 0),
  /** After the draw: the winner and the winning ticket. */
  nickname: orNull(z.string()),
  ticket: orNull(wireId),
});
export type LotteryPrize = z.output<typeof lotteryPrizeSchema>;

/** A deposit scale rule: from this deposit amount, this many tickets per deposit. */
export const depositScaleRuleSchema = z.object({ min_deposit_cents: wireInt, tickets: wireInt });

/** GET /api/lotteries and GET /api/lotteries/{slug}. */
export const lotterySchema = z.object({
  id: wireId,
  title: z.string(),
  frontend_identifier: z.string(),
  currency: currencyCode,
  in_progress: wireFlag,
  start_at: isoDate,
  end_at: isoDate,
  finished_at: orNull(isoDate),
  money_budget_cents: z._default(wireInt, 0),
  prizes: z._default(z.array(lotteryPrizeSchema), []),
  group_ids: z._default(z.array(wireInt), []),
  /** Comp points per ticket; null: tickets cannot be bought. */
  comp_points_ticket_price: orNull(wireInt),
  deposit_scale_rules: z._default(z.array(depositScaleRuleSchema), []),
  max_tickets_count_to_player: orNull(wireInt),
  /** Tickets sold so far, all players. */
  lottery_tickets_count: z._default(wireInt, 0),
  image: orNull(z.string()),
  description: wireText,
});
export type Lottery = z.output<typeof lotterySchema>;
export type WireLottery = z.input<typeof lotterySchema>;

/** GET /api/lotteries/statuses (list) and /api/lotteries/{id}/status: the player's tickets. */
export const lotteryStatusSchema = z.object({ lottery_id: wireId, tickets: z._default(z.array(wireId), []) });
export type LotteryStatus = z.output<typeof lotteryStatusSchema>;
