import type { FastifyInstance } from 'fastify';
import { subunitsOf } from '../../../config/currencies';
import type { PlatformContext } from '../../context';
import { gameTitle } from '../catalogue/public';
import { blackjackInPlay } from './blackjack-play';
import { crashBetView, sessionBetInRound } from './crash-bets';
import { crashRoundView, ensureCrashRound, pushCrashRound, recentCrashPoints } from './crash-rounds';
import { resultOf } from './engines/live-table';
import type { SlotFamily } from './engines/slot-family';
import { rouletteChips, stakeLimits, stakeUnit } from './game-engine';
import { readGameSession, sessionUrl, touchSession, type GameSessionRow } from './game-sessions';
import { liveRoundView, sessionLiveBets, tableSeed, type LiveRoundView } from './live-play';
import { blackjackPage } from './pages/blackjack-page';
import { crashPage } from './pages/crash-page';
import { livePage } from './pages/live-page';
import { pageLocale } from './pages/page-locale';
import { roulettePage } from './pages/roulette-page';
import { slotPage } from './pages/slot-page';
import { sessionParamSchema } from './play-routes';
import { pendingRoundOfSession } from './round-store';
import { sessionBalance } from './session-state';
import { freeRoundOfSession, sessionFamily } from './slot-play';

/** Slot stakes: whole line bets, from 1 to 500 cents a line (crypto: a thousand times that). */
const LINE_BET_STEPS = [1, 2, 5, 10, 20, 50, 100, 250, 500];
/** Blackjack and crash stakes, within the table's stake range (stakeLimits). */
const STAKE_STEPS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

const slotBets = (family: SlotFamily, currency: string) => LINE_BET_STEPS.map((b) => b * family.paylines.length * stakeUnit(currency));
/** The stake a page starts on: the first step of at least 1 (EUR-like: 100 cents), else the smallest. */
const firstFrom = (steps: number[], currency: string) => steps.find((s) => s >= 100 * stakeUnit(currency)) ?? steps[0]!;

function stakeSteps(ctx: Pick<PlatformContext, 'db'>, session: GameSessionRow): number[] {
  const { min, max } = stakeLimits(ctx.db, session.game_identifier, session.currency);
  const steps = STAKE_STEPS.map((s) => s * stakeUnit(session.currency)).filter((s) => s >= min && s <= max);
  return steps.length > 0 ? steps : [min];
}

/** The last `count` numbers of a live table, newest first: its schedule and seed decide them (engines/live-table.ts). */
function recentLiveNumbers(ctx: Pick<PlatformContext, 'db'>, round: LiveRoundView, count = 12): number[] {
  const seed = tableSeed(ctx.db);
  const newest = round.phase === 'result' ? round.round_id : round.round_id - 1;
  const numbers: number[] = [];
  for (let id = newest; id > newest - count && id >= 0; id--) numbers.push(resultOf(seed, round.table_id, id));
  return numbers;
}

function pageOf(ctx: PlatformContext, session: GameSessionRow, locale: ReturnType<typeof pageLocale>) {
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const common = {
    locale,
    title: gameTitle(ctx.db, session.game_identifier),
    mode: session.mode,
    currency: session.currency,
    subunits: subunitsOf(session.currency),
    balance: sessionBalance(ctx, session),
    base: sessionUrl(session.id),
    serverTime: nowMs,
  };
  switch (session.kind) {
    case 'roulette': {
      const chips = rouletteChips(ctx.db, session.game_identifier, session.currency);
      return roulettePage({ ...common, chips, defaultChip: firstFrom(chips, session.currency) });
    }
    case 'blackjack': {
      const bets = stakeSteps(ctx, session);
      return blackjackPage({ ...common, bets, defaultBet: firstFrom(bets, session.currency), hand: blackjackInPlay(ctx, session) });
    }
    case 'crash': {
      const { round, created } = ensureCrashRound(ctx, session.game_identifier, nowMs);
      if (created) {
        pushCrashRound(ctx, round, nowMs);
        ctx.scheduler.wake();
      }
      const bet = sessionBetInRound(ctx, session.id, round.id) ?? pendingRoundOfSession(ctx.db, session.id, 'crash');
      const bets = stakeSteps(ctx, session);
      return crashPage({
        ...common,
        bets,
        defaultBet: firstFrom(bets, session.currency),
        round: crashRoundView(round, nowMs),
        bet: bet ? crashBetView(bet) : null,
        recent: recentCrashPoints(ctx.db, session.game_identifier, nowMs),
      });
    }
    case 'live-roulette': {
      const round = liveRoundView(ctx.db, session.game_identifier, nowMs);
      const chips = rouletteChips(ctx.db, session.game_identifier, session.currency);
      ctx.scheduler.wake();
      return livePage({
        ...common,
        chips,
        defaultChip: firstFrom(chips, session.currency),
        round,
        bets: sessionLiveBets(ctx.db, session.id, round.round_id),
        recent: recentLiveNumbers(ctx, round),
      });
    }
    default: {
      const family = sessionFamily(ctx, session);
      const bets = slotBets(family, session.currency);
      const free = freeRoundOfSession(ctx, session, family);
      return slotPage({ ...common, family, bets, defaultBet: bets[2]!, freeSpins: free ? { left: free.left, bet_cents: free.stakeCents } : null });
    }
  }
}

/** GET /game-studio/{id}: the page of the session's engine, framed by the client's game page. */
export function registerPageRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.get('/game-studio/:sessionId', async (request, reply) => {
    const params = sessionParamSchema.safeParse(request.params);
    const session = params.success ? readGameSession(ctx.db, params.data.sessionId) : undefined;
    if (!session) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>This game session does not exist.</p>');
    // On screen: the shared tables (crash, live) run their rounds while someone watches them.
    touchSession(ctx.db, session.id, ctx.clock.now());
    const { html, csp } = pageOf(ctx, readGameSession(ctx.db, session.id)!, pageLocale(request));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', csp).send(html);
  });
}
