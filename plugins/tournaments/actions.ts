import { ApiError, stateOf, type PluginRuntime } from '@core/index';
import type { Lottery, Tournament } from '@schemas/wire/promotions';
import { tournamentsApiState } from './api';
import { isStale, type Drawn } from './drawn-reads';
import { isAlreadySubscribed } from './join-state';
import { promoStatus } from './promo-status';
import { tournamentsState } from './state';
import { mergeTournaments } from './tabs';

/**
 * What the pages do (lazy: loaded with them, never with the entry). Each loader runs once per session unless
 * forced; failures are logged by the API client under their code and leave an empty or error state (DESIGN §5).
 */
const store = (runtime: PluginRuntime) => stateOf(runtime, tournamentsState);
const api = (runtime: PluginRuntime) => stateOf(runtime, tournamentsApiState);
const signedIn = (runtime: PluginRuntime) => runtime.session.status === 'player';

/** Current and recent tournaments as one list (recent may fail alone: the current list still shows). */
// The load in flight per session state: a second caller waits for it instead of returning before the list is in
// (the live tab asked for its games while the list was still loading, and saw none).
const tournamentsInFlight = new WeakMap<object, Promise<void>>();

export function ensureTournaments(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state, setTournaments } = store(runtime);
  const pending = tournamentsInFlight.get(state);
  if (pending) return pending;
  if (state.tournamentsLoad === 'ready' && !options.force) return Promise.resolve();
  state.tournamentsLoad = 'loading';
  const load = (async () => {
    try {
      const [current, recent] = await Promise.all([api(runtime).tournaments(), api(runtime).recent().catch(() => [])]);
      setTournaments(mergeTournaments(current, recent, state.tournaments ?? []));
      state.tournamentsLoad = 'ready';
    } catch {
      state.tournamentsLoad = state.tournaments ? 'ready' : 'failed';
    } finally {
      tournamentsInFlight.delete(state);
    }
  })();
  tournamentsInFlight.set(state, load);
  return load;
}

export async function ensureMine(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state, setMine } = store(runtime);
  if (!signedIn(runtime)) return;
  if (state.mineLoad === 'loading' || (state.mineLoad === 'ready' && !options.force)) return;
  state.mineLoad = 'loading';
  try {
    const mine = await api(runtime).mine();
    setMine(mine);
    state.mineLoad = 'ready';
    // Achievements show each result's place and points: the standings of the player's own tournaments.
    await Promise.all(mine.slice(0, 20).map((t) => (t.id in state.statuses ? null : loadStatus(runtime, t.id))));
  } catch {
    state.mineLoad = state.mine ? 'ready' : 'failed';
  }
}

export async function ensureLotteries(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state, setLotteries } = store(runtime);
  if (state.lotteriesLoad === 'loading' || (state.lotteriesLoad === 'ready' && !options.force)) return;
  state.lotteriesLoad = 'loading';
  try {
    setLotteries(await api(runtime).lotteries());
    state.lotteriesLoad = 'ready';
  } catch {
    state.lotteriesLoad = state.lotteries ? 'ready' : 'failed';
  }
}

/** The player's tickets in every lottery (`/api/lotteries/statuses`); nothing for guests. */
export async function ensureTickets(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state } = store(runtime);
  if (!signedIn(runtime)) return;
  if (state.ticketsLoad === 'loading' || (state.ticketsLoad === 'ready' && !options.force)) return;
  state.ticketsLoad = 'loading';
  try {
    const statuses = await api(runtime).lotteryStatuses();
    state.tickets = Object.fromEntries(statuses.map((s) => [s.lottery_id, s.tickets]));
    state.ticketsLoad = 'ready';
  } catch {
    state.ticketsLoad = state.tickets ? 'ready' : 'failed';
  }
}

/** The player's standing in one tournament; guests have none (and must not ask: a 401 ends a session). */
export async function loadStatus(runtime: PluginRuntime, tournamentId: string): Promise<void> {
  const { setStatus } = store(runtime);
  if (!signedIn(runtime)) return setStatus(tournamentId, null);
  try {
    setStatus(tournamentId, await api(runtime).status(tournamentId));
  } catch {
    setStatus(tournamentId, null);
  }
}

/**
 * The tournament of `tournaments/{slug}`: found in the lists (by `frontend_identifier`), then read fresh by id;
 * one missing from the lists is asked for by its slug. `null`: there is none.
 */
export async function loadTournament(runtime: PluginRuntime, slug: string): Promise<Tournament | null> {
  await ensureTournaments(runtime);
  const { state, upsertTournament } = store(runtime);
  const known = [...(state.tournaments ?? []), ...(state.mine ?? []), ...Object.values(state.opened)].find((t) => t.frontend_identifier === slug);
  try {
    const fresh = await api(runtime).tournament(known?.id ?? slug);
    if (fresh.frontend_identifier !== slug && fresh.id !== slug) return known ?? null;
    upsertTournament(fresh);
    return fresh;
  } catch {
    return known ?? null;
  }
}

/** The lottery of `lottery/{slug}` and the player's tickets in it. `null`: there is none. */
export async function loadLottery(runtime: PluginRuntime, slug: string): Promise<Lottery | null> {
  const { state, upsertLottery } = store(runtime);
  let lottery: Lottery | null;
  try {
    lottery = await api(runtime).lottery(slug);
    upsertLottery(lottery);
  } catch {
    await ensureLotteries(runtime);
    lottery = (state.lotteries ?? []).find((l) => l.frontend_identifier === slug) ?? null;
  }
  if (lottery) await loadLotteryTickets(runtime, lottery.id);
  return lottery;
}

/** The player's tickets in one lottery; nothing for guests. */
export async function loadLotteryTickets(runtime: PluginRuntime, lotteryId: string): Promise<void> {
  if (!signedIn(runtime)) return;
  const status = await api(runtime).lotteryStatus(lotteryId).catch(() => null);
  store(runtime).setTickets(lotteryId, status?.tickets ?? []);
}

/*
 * What a page read while rendering (`drawn-reads.ts`), put into the store once the page is mounted: the store is the
 * one source of truth the pages draw from then on (live events and refreshes update it). An answer older than
 * `DRAWN_FRESH_MS` (a cached page, a read kept from an earlier visit) is read again, as the pages always did on open.
 */

/** The tournament page's read: its tournament into the lists (or, stale, read again). */
export function takeDrawnTournament(runtime: PluginRuntime, slug: string, answer: Drawn<Tournament | null>): void {
  if (answer.value) store(runtime).upsertTournament(answer.value);
  if (isStale(answer)) void loadTournament(runtime, slug);
}

/** The list page's read of the current and recent tournaments. */
export function takeDrawnTournaments(runtime: PluginRuntime, answer: Drawn<Tournament[]>): void {
  const { state, setTournaments } = store(runtime);
  // The drawn list first: its copies are the freshest; a tournament only this session knew stays.
  setTournaments(mergeTournaments(answer.value, state.tournaments ?? []));
  state.tournamentsLoad = 'ready';
  if (isStale(answer)) void ensureTournaments(runtime, { force: true });
}

/** The lotteries read with the list page; a failed read (`null`) is asked again in the browser. */
export function takeDrawnLotteries(runtime: PluginRuntime, answer: Drawn<Lottery[] | null>): void {
  const { state, setLotteries } = store(runtime);
  if (answer.value) {
    setLotteries(answer.value);
    state.lotteriesLoad = 'ready';
  }
  if (!answer.value || isStale(answer)) void ensureLotteries(runtime, { force: true });
}

/** The live tab's read of which games are live-casino games; a failed read is asked again. */
export function takeDrawnLiveGames(runtime: PluginRuntime, answer: Drawn<string[] | null>): void {
  const { state } = store(runtime);
  if (answer.value && !isStale(answer)) {
    state.liveGames = answer.value;
    state.liveGamesLoad = 'ready';
  } else void ensureLiveGames(runtime);
}

/** The lottery page's read: the lottery into the list, and the player's tickets in it. */
export function takeDrawnLottery(runtime: PluginRuntime, slug: string, answer: Drawn<Lottery | null>): void {
  if (isStale(answer)) {
    void loadLottery(runtime, slug);
    return;
  }
  if (!answer.value) return;
  store(runtime).upsertLottery(answer.value);
  void loadLotteryTickets(runtime, answer.value.id);
}

/**
 * Joins a tournament (`POST /confirm {confirmed: true}`). Spec part 2 §8: "already subscribed" is its own
 * message (and means the player is in); any other failure is a "something went wrong" warning.
 */
export async function joinTournament(runtime: PluginRuntime, tournament: Tournament): Promise<void> {
  const { state } = store(runtime);
  if (state.joins[tournament.id] === 'pending') return;
  state.joins[tournament.id] = 'pending';
  try {
    const status = await api(runtime).confirm(tournament.id);
    state.joins[tournament.id] = 'joined';
    if (status) store(runtime).applyStatus(status);
  } catch (error) {
    const already = error instanceof ApiError && isAlreadySubscribed(error.status, error.data);
    state.joins[tournament.id] = already ? 'already' : 'failed';
    if (!already) {
      runtime.toasts.show({ kind: 'warning', messageKey: 'tournaments:join.failed' });
      return;
    }
  }
  if (!state.statuses[tournament.id]?.confirmed) await loadStatus(runtime, tournament.id);
  const status = state.statuses[tournament.id];
  // A platform without a standing until the first bet: the confirmation itself says the player is in.
  if (!status?.confirmed) {
    store(runtime).setStatus(tournament.id, {
      tournament_id: tournament.id, bets: 0, bet_cents: 0, wins: 0, win_cents: 0, points: 0, award_place: null,
      nickname: runtime.session.player?.nickname ?? '', games_taken: 0, ...(status ?? {}), confirmed: true,
    });
  }
}

/** The live tab needs to know which of the tournaments' games are live-casino games (one select call). */
export async function ensureLiveGames(runtime: PluginRuntime): Promise<void> {
  const { state } = store(runtime);
  if (state.liveGamesLoad === 'loading' || state.liveGamesLoad === 'ready') return;
  await ensureTournaments(runtime);
  state.liveGamesLoad = 'loading';
  const now = Date.now();
  const identifiers = [...new Set((state.tournaments ?? []).filter((t) => promoStatus(t, now) !== 'archive').flatMap((t) => t.games))];
  try {
    const games = await api(runtime).games(identifiers, runtime.device);
    state.liveGames = games.filter((game) => game.categories.includes('live')).map((game) => game.identifier);
    state.liveGamesLoad = 'ready';
  } catch {
    state.liveGames = [];
    state.liveGamesLoad = 'failed';
  }
}

/** Operator terms for tournaments from the CMS snippets of this locale (none: the page shows the generated rules only). */
export async function ensureTerms(runtime: PluginRuntime, locale: string): Promise<void> {
  const { state } = store(runtime);
  if (locale in state.terms) return;
  state.terms[locale] = [];
  try {
    const snippets = await api(runtime).snippets(locale);
    state.terms[locale] = snippets
      .filter((s) => s.categories.some((c) => c === 'tournament-terms' || c.startsWith('tournament-terms-')))
      .map((s) => ({ categories: s.categories, content: s.content }));
  } catch {
    // logged by the client; the generated rules stand alone
  }
}

const refreshTimers = new WeakMap<PluginRuntime, ReturnType<typeof setTimeout>>();

/**
 * A countdown reached zero (the end event, spec part 2 §4): the card has already moved by the clock; the
 * lists are read again shortly after, once the platform's scheduler has closed or opened the promotion.
 */
export function onPromoTimerEnd(runtime: PluginRuntime, delayMs = 1_500): void {
  if (refreshTimers.has(runtime)) return;
  refreshTimers.set(runtime, setTimeout(() => {
    refreshTimers.delete(runtime);
    void ensureTournaments(runtime, { force: true });
    if (store(runtime).state.lotteriesLoad !== 'idle') void ensureLotteries(runtime, { force: true });
    if (store(runtime).state.mineLoad !== 'idle') void ensureMine(runtime, { force: true });
  }, delayMs));
}
