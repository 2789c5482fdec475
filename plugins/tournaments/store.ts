import { proxy, ref } from 'valtio';
import type { Lottery, TopPlayer, Tournament, TournamentStatus } from '@schemas/wire/promotions';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** The outcome of the last join attempt per tournament (spec part 2 §8). */
export type JoinOutcome = 'pending' | 'joined' | 'already' | 'failed';

export interface TournamentsData {
  /** Current and recent tournaments, one list (lists are kept with `ref`: replaced, never mutated in place). */
  tournaments: Tournament[] | null;
  tournamentsLoad: LoadState;
  /** The player's own tournaments (`/api/tournaments/player`). */
  mine: Tournament[] | null;
  mineLoad: LoadState;
  lotteries: Lottery[] | null;
  lotteriesLoad: LoadState;
  /** The player's tickets per lottery id (`/api/lotteries/statuses`); `null` until loaded or for guests. */
  tickets: Record<string, string[]> | null;
  ticketsLoad: LoadState;
  /** The player's standing per tournament id; `null`: none (guest, or the platform has none). */
  statuses: Record<string, TournamentStatus | null>;
  joins: Record<string, JoinOutcome>;
  /** Identifiers of live-casino games among the tournaments' games (the live tab). */
  liveGames: string[] | null;
  liveGamesLoad: LoadState;
  /**
   * Tournaments opened by their page before the lists were read (by id): kept apart, so the blocks that read the
   * lists (the sidebar's count, the activity hub and slider) never take one page's tournament for the whole list.
   */
  opened: Record<string, Tournament>;
  /** Operator terms from the CMS (snippets in category `tournament-terms` or `tournament-terms-{slug}`), per locale. */
  terms: Record<string, { categories: string[]; content: string }[]>;
}

/** One per runtime and session (`tournamentsState`): the player's standings and tickets go at logout. */
export function createTournamentsStore() {
  const state = proxy<TournamentsData>({
    tournaments: null,
    tournamentsLoad: 'idle',
    mine: null,
    mineLoad: 'idle',
    lotteries: null,
    lotteriesLoad: 'idle',
    tickets: null,
    ticketsLoad: 'idle',
    statuses: {},
    joins: {},
    liveGames: null,
    liveGamesLoad: 'idle',
    opened: {},
    terms: {},
  });
  return {
    state,
    setTournaments(list: Tournament[]) {
      state.tournaments = ref(list);
    },
    /** Puts a fresher copy of one tournament in place (its page's `GET /{id}`), or adds it (apart, before the lists). */
    upsertTournament(tournament: Tournament) {
      const list = state.tournaments;
      if (!list) {
        state.opened[tournament.id] = ref(tournament);
        return;
      }
      const index = list.findIndex((t) => t.id === tournament.id);
      state.tournaments = ref(index === -1 ? [...list, tournament] : list.map((t, i) => (i === index ? tournament : t)));
    },
    /** The public `leaderboard` event: the tournament's new top. */
    applyLeaderboard(tournamentId: string, top: TopPlayer[]) {
      const update = (list: Tournament[] | null) =>
        list && list.some((t) => t.id === tournamentId) ? ref(list.map((t) => (t.id === tournamentId ? { ...t, top_players: top } : t))) : list;
      state.tournaments = update(state.tournaments);
      state.mine = update(state.mine);
      const opened = state.opened[tournamentId];
      if (opened) state.opened[tournamentId] = ref({ ...opened, top_players: top });
    },
    /** The player's standing (`/status` or a `tournaments_statuses` event). */
    applyStatus(status: TournamentStatus) {
      state.statuses[status.tournament_id] = ref(status);
    },
    setStatus(tournamentId: string, status: TournamentStatus | null) {
      state.statuses[tournamentId] = status ? ref(status) : null;
    },
    setMine(list: Tournament[]) {
      state.mine = ref(list);
    },
    setLotteries(list: Lottery[]) {
      state.lotteries = ref(list);
    },
    upsertLottery(lottery: Lottery) {
      const list = state.lotteries ?? [];
      const index = list.findIndex((l) => l.id === lottery.id);
      state.lotteries = ref(index === -1 ? [...list, lottery] : list.map((l, i) => (i === index ? lottery : l)));
    },
    setTickets(lotteryId: string, tickets: string[]) {
      state.tickets = { ...(state.tickets ?? {}), [lotteryId]: ref(tickets) };
    },
  };
}
export type TournamentsStore = ReturnType<typeof createTournamentsStore>;
