import type { PlatformContext } from '../../context';
import { afterCommit, transaction } from '../../db/transaction';
import { nextOccurrence, settleEach, type ScheduledJob } from '../../scheduler';
import { applyBalanceChange } from '../wallet/public';
import { createTournament, definitionOf } from './create-tournament';
import { pointsOf, rankedRows } from './leaderboard';
import { jsonList, prizesOf, readTournament, readTournamentBySlug, type TournamentRow } from './store';
import type { WireTournamentNotification } from './view';

type FinishContext = Pick<PlatformContext, 'db' | 'domain' | 'events'>;

/**
 * Finishes one tournament whose end has passed, in ONE transaction: mark it finished (only if nobody did),
 * rank, write a result row per prize place, credit the money through the wallet (a ledger row each),
 * publish `promotion.prize_awarded`, and roll a recurring series on. The mark and the payouts commit
 * together or not at all: a crash anywhere leaves the tournament unfinished and unpaid, and the next run
 * does it all; a second run finds it marked and does nothing. Returns whether this call finished it.
 */
export function finishTournament(ctx: FinishContext, tournamentId: number, now: Date): boolean {
  const { db } = ctx;
  const at = now.toISOString();
  return transaction(db, () => {
    const marked = db.prepare('UPDATE tournaments SET finished_at = ? WHERE id = ? AND finished_at IS NULL AND end_at <= ?').run(at, tournamentId, at);
    if (marked.changes === 0) return false;
    const tournament = readTournament(db, tournamentId)!;
    const ranking = rankedRows(db, tournamentId);
    const awards = new Map<number, { money: number; freeSpins: number }>();
    let budgetLeft = tournament.money_budget_cents;
    for (const prize of prizesOf(db, tournamentId)) {
      const winner = ranking[prize.award_place - 1];
      if (!winner) continue;
      const money = Math.min(prize.money_award_cents, budgetLeft);
      budgetLeft -= money;
      db.prepare(
        'INSERT INTO tournament_results (tournament_id, award_place, player_id, score, money_award_cents, freespins_count, awarded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(tournamentId, prize.award_place, winner.player_id, winner.score, money, prize.freespins_count, at);
      if (money > 0) {
        const ref = `tournament:${tournamentId}:place:${prize.award_place}`;
        const paid = applyBalanceChange(db, { playerId: winner.player_id, currency: tournament.currency, deltaCents: money, kind: 'tournament_prize', ref });
        // A refusal (the winner's balance at its cap) is recorded, never retried blindly: it is the operator's to settle.
        if (paid.ok) db.prepare('UPDATE tournament_results SET ledger_id = ? WHERE tournament_id = ? AND award_place = ?').run(paid.ledgerId, tournamentId, prize.award_place);
        else db.prepare('UPDATE tournament_results SET payout_note = ? WHERE tournament_id = ? AND award_place = ?').run(`refused: ${paid.reason}`, tournamentId, prize.award_place);
      }
      awards.set(winner.player_id, { money, freeSpins: prize.freespins_count });
      ctx.domain.publish('promotion.prize_awarded', {
        awardRef: `tournament:${tournamentId}:place:${prize.award_place}`,
        promotion: 'tournament',
        promotionId: tournamentId,
        playerId: winner.player_id,
        place: prize.award_place,
        currency: tournament.currency,
        moneyCents: money,
        freeSpinsCount: prize.freespins_count,
        games: jsonList<string>(tournament.games),
        awardedAt: at,
      });
    }
    notifyParticipants(ctx, tournament, at, ranking, awards);
    rollSeries(ctx, tournament, now);
    return true;
  }).immediate();
}

/** After the commit: every player who took part hears their final place and prize (`tournament_notifications`). */
function notifyParticipants(
  ctx: FinishContext,
  tournament: TournamentRow,
  finishedAt: string,
  ranking: { player_id: number; score: number }[],
  awards: Map<number, { money: number; freeSpins: number }>,
) {
  const participants = ctx.db.prepare('SELECT player_id, score FROM tournament_players WHERE tournament_id = ?').all(tournament.id) as { player_id: number; score: number }[];
  const places = new Map(ranking.map((r, index) => [r.player_id, index + 1]));
  const slug = tournament.frontend_identifier;
  afterCommit(ctx.db, () => {
    for (const { player_id: playerId, score } of participants) {
      const award = awards.get(playerId);
      const payload: WireTournamentNotification = {
        tournament_id: tournament.id,
        title: tournament.title,
        // The slug as it stands after a series rename, so the notification links to this instance.
        frontend_identifier: readTournament(ctx.db, tournament.id)?.frontend_identifier ?? slug,
        currency: tournament.currency,
        points: pointsOf(tournament.strategy, tournament.currency, score),
        award_place: places.get(playerId) ?? null,
        money_award_cents: award?.money ?? 0,
        freespins_count: award?.freeSpins ?? 0,
        finished_at: finishedAt,
      };
      ctx.events.emit({ scope: 'private', playerId, channel: 'tournament_notifications', event: 'tournament_notifications', payload });
    }
  });
}

const dated = (series: string, startAt: string) => `${series}-${startAt.slice(0, 10)}`;

/**
 * A recurring series: the finished instance gives the series slug up (it becomes `{series}-{start date}`,
 * or with the time when several start the same day), and, unless an open instance exists already, the next
 * one is created on the series' grid, holding the series slug. Inside the finishing transaction.
 */
function rollSeries({ db }: FinishContext, tournament: TournamentRow, now: Date) {
  if (!tournament.series || !tournament.repeat_every_seconds) return;
  if (tournament.frontend_identifier === tournament.series) {
    let slug = dated(tournament.series, tournament.start_at);
    if (readTournamentBySlug(db, slug)) slug = `${slug}-${tournament.start_at.slice(11, 16).replace(':', '')}`;
    if (readTournamentBySlug(db, slug)) slug = `${slug}-${tournament.id}`;
    db.prepare('UPDATE tournaments SET frontend_identifier = ? WHERE id = ?').run(slug, tournament.id);
  }
  const open = db.prepare('SELECT 1 FROM tournaments WHERE series = ? AND finished_at IS NULL').get(tournament.series);
  if (open) return;
  const window = nextOccurrence({ startAt: tournament.start_at, endAt: tournament.end_at }, tournament.repeat_every_seconds, now);
  const slug = readTournamentBySlug(db, tournament.series) ? dated(tournament.series, window.startAt) : tournament.series;
  createTournament(db, { ...definitionOf(db, tournament), slug, ...window, origin: 'series' }, now);
}

/** The scheduler's job: every tournament past its end and not finished, each in its own transaction. */
export function tournamentFinishJob(ctx: FinishContext): ScheduledJob {
  return {
    name: 'tournaments.finish',
    run(now) {
      const due = ctx.db.prepare('SELECT id FROM tournaments WHERE finished_at IS NULL AND end_at <= ? ORDER BY end_at, id').pluck().all(now.toISOString()) as number[];
      settleEach(due, (id) => finishTournament(ctx, id, now), 'tournaments');
    },
    nextDueAt: () => ctx.db.prepare('SELECT MIN(end_at) FROM tournaments WHERE finished_at IS NULL').pluck().get() as string | null,
  };
}
