import { DEFAULT_CURRENCY } from '../../../config/limits';
import type { CompExchangeRefusal, CompExchangeRequest, CompRateType, WireCompExchangeResult } from '../../../schemas/wire/comp-points';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { findPlayerById } from '../accounts/public';
import { issuePrizeGift, mayIssueBonuses } from '../bonuses/public';
import { issueLootbox } from '../lootboxes/public';
import { issueLotteryTickets } from '../lotteries/public';
import { activeWallet, applyBalanceChange } from '../wallet/public';
import { pricedRates, readCard, type CardRow, type PricedRate } from './cards';
import { debitPoints, isDisabled, pointsToWire, pushPointsAfterCommit, readAccount } from './store';

/** One exchange buys at most this many of a card (spec part 2 §5's selector stops at floor(balance / cost)). */
export const MAX_QUANTITY = 100;

export type ExchangeContext = Pick<PlatformContext, 'db' | 'events' | 'clock'>;

export type ExchangeOutcome =
  | { ok: true; result: WireCompExchangeResult }
  | { ok: false; reason: CompExchangeRefusal; missingPoints?: number };

/** A refusal found after the debit: thrown to roll the whole exchange back, then answered. */
class Refused extends Error {
  constructor(readonly reason: CompExchangeRefusal) {
    super(reason);
  }
}

/** The rate the player pays in: their wallet's currency, else EUR (spec part 2 §4: "currency rate, fallback EUR"). */
function rateFor(rates: readonly PricedRate[], currency: string): PricedRate | undefined {
  return rates.find((r) => r.currency === currency) ?? rates.find((r) => r.currency === DEFAULT_CURRENCY);
}

/** How many of the card the request buys, or null when it does not name a whole number of them. */
function quantityOf(type: CompRateType, body: CompExchangeRequest['exchange'], rate: PricedRate): number | null {
  if (type === 'lotteries') {
    if (body.tickets_count === undefined || body.lottery_id === undefined || !rate.lotteryIds.includes(body.lottery_id)) return null;
    return body.tickets_count <= MAX_QUANTITY ? body.tickets_count : null;
  }
  if (body.points === undefined || body.points % rate.points !== 0) return null;
  const quantity = body.points / rate.points;
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/**
 * Exchanges comp points for a card's reward (spec part 2 §4: "Exchange"), in ONE IMMEDIATE transaction: the
 * exchange row, the guarded debit with its ledger row, and the reward through its owner's public.ts — the wallet
 * (money, a ledger row of kind `comp_points_exchange`), bonuses (free spins as a new gift), lootboxes (boxes),
 * lotteries (tickets). Any refusal after the debit throws and rolls back everything: points are never taken
 * without the reward, nor the reward given without the points.
 */
export function exchange(ctx: ExchangeContext, playerId: number, type: CompRateType, body: CompExchangeRequest['exchange']): ExchangeOutcome {
  const { db } = ctx;
  const player = findPlayerById(db, playerId);
  if (!player) return { ok: false, reason: 'player_disabled' };
  if (isDisabled(db, playerId)) return { ok: false, reason: 'player_disabled' };
  const card = readCard(db, type, body.group);
  if (!card) return { ok: false, reason: 'unknown_rate' };
  const currency = activeWallet(db, playerId)?.currency ?? player.currency;
  // Money is paid in the wallet's currency: a request naming another one does not match a rate.
  if (type === 'money' && body.currency !== undefined && body.currency !== currency) return { ok: false, reason: 'unknown_rate' };
  const now = ctx.clock.now().toISOString();
  const rate = rateFor(pricedRates(db, card, now, playerId), currency);
  if (!rate || (type === 'money' && rate.currency !== currency)) return { ok: false, reason: 'unknown_rate' };
  const quantity = quantityOf(type, body, rate);
  if (quantity === null) return { ok: false, reason: 'invalid_quantity' };
  // Free spins and boxes become gifts of the bonuses engine: refused up front for a player who switched them off.
  if ((type === 'freespins' || type === 'lootboxes') && !mayIssueBonuses(ctx, playerId)) return { ok: false, reason: 'bonuses_disabled' };
  const cost = rate.points * quantity;
  const balance = readAccount(db, playerId)?.chargeable ?? 0;
  if (balance < cost) return { ok: false, reason: 'insufficient_points', missingPoints: cost - balance };

  try {
    const result = transaction(db, (): WireCompExchangeResult => {
      const exchangeId = Number(
        db
          .prepare('INSERT INTO comp_point_exchanges (player_id, card_id, type, quantity, points, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(playerId, card.id, type, quantity, cost, currency, now).lastInsertRowid,
      );
      const ref = `exchange:${exchangeId}`;
      const debit = debitPoints(db, playerId, cost, ref, now);
      // Another exchange spent the points since the check above (or the player was disabled meanwhile).
      if (!debit.ok) throw new InsufficientPoints(debit.missing);
      const reward = issueReward(ctx, { playerId, card, rate, quantity, currency, ref: `comp_points:${ref}` });
      db.prepare('UPDATE comp_point_exchanges SET reward_ref = ? WHERE id = ?').run(reward.rewardRef, exchangeId);
      pushPointsAfterCommit(ctx, playerId);
      return {
        comp_points: pointsToWire(db, playerId),
        type,
        group: card.group_key,
        quantity,
        points: cost,
        currency,
        amount_cents: reward.amountCents,
        freespins_count: reward.freespinsCount,
        tickets_count: reward.ticketsCount,
        title: card.title,
      };
    }).immediate();
    return { ok: true, result };
  } catch (error) {
    if (error instanceof InsufficientPoints) return { ok: false, reason: 'insufficient_points', missingPoints: error.missing };
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

class InsufficientPoints extends Error {
  constructor(readonly missing: number) {
    super('insufficient_points');
  }
}

interface RewardRequest {
  playerId: number;
  card: CardRow;
  rate: PricedRate;
  quantity: number;
  currency: string;
  /** Unique per exchange: what the reward's owner records as its source. */
  ref: string;
}

interface IssuedReward {
  rewardRef: string;
  amountCents: number | null;
  freespinsCount: number | null;
  ticketsCount: number | null;
}

/** Issues the reward inside the exchange's transaction; throws `Refused` when its owner refuses. */
function issueReward(ctx: ExchangeContext, request: RewardRequest): IssuedReward {
  const { card, rate, quantity, playerId, currency } = request;
  const none = { amountCents: null, freespinsCount: null, ticketsCount: null };
  switch (card.type) {
    case 'money': {
      const amount = (rate.amount_cents ?? 0) * quantity;
      if (amount <= 0) throw new Refused('reward_unavailable');
      const paid = applyBalanceChange(ctx.db, { playerId, currency, deltaCents: amount, kind: 'comp_points_exchange', ref: request.ref, pocket: 'real' });
      if (!paid.ok) throw new Refused('reward_unavailable');
      return { ...none, rewardRef: `ledger:${paid.ledgerId}`, amountCents: amount };
    }
    case 'freespins': {
      const count = (rate.freespins_count ?? 0) * quantity;
      const gift = issuePrizeGift(ctx, {
        kind: 'freespins',
        playerId,
        currency,
        count,
        sourceRef: request.ref,
        type: 'comp_points',
        title: card.title,
        groupKey: 'comp_points',
        wagerMultiplier: card.wager ?? 0,
        maxWinCents: null,
      });
      if (!gift.ok) throw new Refused(gift.reason === 'bonuses_disabled' ? 'bonuses_disabled' : 'reward_unavailable');
      return { ...none, rewardRef: `freespins:${gift.id}`, freespinsCount: count };
    }
    case 'lootboxes': {
      if (!card.lootbox_definition) throw new Refused('reward_unavailable');
      const ids: number[] = [];
      for (let n = 1; n <= quantity; n++) {
        const box = issueLootbox(ctx, { playerId, sourceRef: `${request.ref}:${n}`, definitionKey: card.lootbox_definition, currency });
        if (!box) throw new Refused('reward_unavailable');
        ids.push(box.id);
      }
      return { ...none, rewardRef: `lootboxes:${ids.join(',')}` };
    }
    case 'lotteries': {
      const lotteryId = rate.lotteryIds[0];
      if (lotteryId === undefined) throw new Refused('reward_unavailable');
      const tickets = issueLotteryTickets(ctx.db, { lotteryId, playerId, count: quantity, source: 'comp_points', ref: request.ref, at: ctx.clock.now().toISOString() });
      if (!tickets.ok) throw new Refused('reward_unavailable');
      return { ...none, rewardRef: `lottery:${lotteryId}:${tickets.tickets.length}`, ticketsCount: tickets.tickets.length };
    }
  }
}
