import type { Db } from '../../db/database';
import type { PlayerStats } from '../../../schemas/wire/player';
import type { PlayerRow } from './player-store';

const tableExists = (db: Db, name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** Totals from the money module's tables (migrations 300+), zero while they do not exist. */
export function playerStats(db: Db, player: PlayerRow): PlayerStats {
  const stats: PlayerStats = {
    currency: player.currency,
    deposits_count: 0,
    deposits_cents: 0,
    cashouts_count: 0,
    cashouts_cents: 0,
    bets_count: 0,
    bets_cents: 0,
    wins_cents: 0,
  };
  if (tableExists(db, 'payments')) {
    const rows = db
      .prepare("SELECT action, COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS total FROM payments WHERE player_id = ? AND currency = ? AND state = 'succeeded' GROUP BY action")
      .all(player.id, player.currency) as { action: string; n: number; total: number }[];
    for (const row of rows) {
      if (row.action === 'deposit') Object.assign(stats, { deposits_count: row.n, deposits_cents: row.total });
      if (row.action === 'cashout') Object.assign(stats, { cashouts_count: row.n, cashouts_cents: row.total });
    }
  }
  if (tableExists(db, 'game_rounds')) {
    const row = db
      .prepare('SELECT COUNT(*) AS n, COALESCE(SUM(bet_cents), 0) AS bets, COALESCE(SUM(win_cents), 0) AS wins FROM game_rounds WHERE player_id = ? AND currency = ?')
      .get(player.id, player.currency) as { n: number; bets: number; wins: number };
    Object.assign(stats, { bets_count: row.n, bets_cents: row.bets, wins_cents: row.wins });
  }
  return stats;
}
