import type { Db } from '../../../db/database';
import { blackjackOutcome } from '../blackjack-play';
import type { CrashBetOutcome, CrashBetState } from '../crash-bets';
import { crashPhase, readCrashRound } from '../crash-rounds';
import type { BlackjackState } from '../engines/blackjack';
import { liveBetView, liveRoundView, type LiveOutcome } from '../live-play';
import { stateOf, type GameRoundRow } from '../round-store';

/**
 * What a round showed, for the bet history's detail (schemas/wire/game-history.ts, betDetailSchema), by kind:
 * slot `{family, reels, wins, scatters, scatter_win_cents, free_spins: [{reels, wins, scatters,
 * scatter_win_cents, free_spins_awarded, multiplier, win_cents}]}`, roulette `{number, color, bets}`, blackjack
 * `{dealer: {cards, total}, hands: [{cards, total, bet_cents, win_cents, result, doubled, split}]}` (the hole card
 * `??` while in play), crash `{round_id, crash_point, cashed_out_at, auto_cash_out, seed_hash, seed}`
 * (multipliers as decimals; crash point and seed only once the rocket exploded), live roulette
 * `{round_id, number, color, bets, seed_hash, seed}` (number and seed once the wheel stopped). A round of the
 * old single slot, recorded without its outcome, answers `{}`.
 */
export function outcomeOf(db: Db, round: GameRoundRow, nowMs: number): Record<string, unknown> {
  const stored = round.outcome === null ? null : (JSON.parse(round.outcome) as Record<string, unknown>);
  switch (round.kind) {
    case 'slot': {
      if (!stored) return {};
      const base = stored.base as Record<string, unknown>;
      return { family: stored.family, reels: base.reels, wins: base.wins, scatters: base.scatters, scatter_win_cents: base.scatter_win_cents, free_spins: stored.free_spins };
    }
    case 'roulette':
      return stored ?? {};
    case 'blackjack':
      if (round.status === 'pending' && round.state) return blackjackOutcome(stateOf<BlackjackState>(round));
      return stored ?? {};
    case 'crash': {
      const crash = readCrashRound(db, round.table_round_id ?? 0);
      const settled = stored as CrashBetOutcome | null;
      const auto = round.status === 'pending' && round.state ? stateOf<CrashBetState>(round).auto_cash_out : (settled?.auto_cash_out ?? null);
      const crashed = crash !== undefined && crashPhase(crash, nowMs) === 'crashed';
      return {
        round_id: round.table_round_id,
        crash_point: crashed ? crash.crash_point / 100 : null,
        cashed_out_at: settled?.cashed_out_at ? settled.cashed_out_at / 100 : null,
        auto_cash_out: auto === null ? null : auto / 100,
        seed_hash: crash?.seed_hash ?? null,
        seed: crashed ? crash.seed : null,
      };
    }
    case 'live-roulette': {
      const view = liveRoundView(db, round.game_identifier, nowMs, round.table_round_id ?? 0);
      const settled = stored as LiveOutcome | null;
      const bets = settled?.bets ?? liveBetView(round).bets;
      return {
        round_id: round.table_round_id,
        number: settled?.number ?? null,
        color: settled?.color ?? null,
        bets,
        seed_hash: view.seed_hash,
        seed: settled ? view.seed : null,
      };
    }
    default:
      return stored ?? {};
  }
}
