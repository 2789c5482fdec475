import type { Db } from '../../db/database';
import type { PaymentChanged, RoundSettled } from '../../domain-event-map';
import type { PlayerStats } from '../../../schemas/wire/player';
import type { PlayerRow } from './player-store';

/**
 * Lifetime totals of GET /api/player/stats, in the player's currency. Accounts keeps them itself, from
 * the facts other modules publish (accounts/index.ts subscribes in their transactions): it sits below
 * payments and the demo slot and never reads their tables.
 */
export function playerStats(db: Db, player: PlayerRow): PlayerStats {
  const row = db
    .prepare('SELECT deposits_count, deposits_cents, cashouts_count, cashouts_cents, bets_count, bets_cents, wins_cents FROM player_stats WHERE player_id = ? AND currency = ?')
    .get(player.id, player.currency) as Omit<PlayerStats, 'currency'> | undefined;
  return {
    currency: player.currency,
    deposits_count: row?.deposits_count ?? 0,
    deposits_cents: row?.deposits_cents ?? 0,
    cashouts_count: row?.cashouts_count ?? 0,
    cashouts_cents: row?.cashouts_cents ?? 0,
    bets_count: row?.bets_count ?? 0,
    bets_cents: row?.bets_cents ?? 0,
    wins_cents: row?.wins_cents ?? 0,
  };
}

type Totals = Partial<Record<'deposits_count' | 'deposits_cents' | 'cashouts_count' | 'cashouts_cents' | 'bets_count' | 'bets_cents' | 'wins_cents', number>>;

function add(db: Db, playerId: number, currency: string, totals: Totals) {
  const columns = Object.keys(totals) as (keyof Totals)[];
  db.prepare(
    `INSERT INTO player_stats (player_id, currency, ${columns.join(', ')}) VALUES (@playerId, @currency, ${columns.map((c) => `@${c}`).join(', ')})
     ON CONFLICT (player_id, currency) DO UPDATE SET ${columns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`,
  ).run({ playerId, currency, ...totals });
}

/** round.settled: real rounds only (demo rounds are play money). */
export function countRound(db: Db, round: RoundSettled) {
  if (round.mode !== 'real') return;
  add(db, round.playerId, round.currency, { bets_count: 1, bets_cents: round.betCents, wins_cents: round.winCents });
}

/** payment.changed: a payment counts once, when it succeeds. */
export function countPayment(db: Db, payment: PaymentChanged) {
  if (payment.state !== 'succeeded' || payment.previousState === 'succeeded') return;
  const totals: Totals =
    payment.action === 'deposit' ? { deposits_count: 1, deposits_cents: payment.amountCents } : { cashouts_count: 1, cashouts_cents: payment.amountCents };
  add(db, payment.playerId, payment.currency, totals);
}
