import type { Lottery, Tournament } from '@schemas/wire/promotions';
import { promoStatus, visibleTo, type PromoStatus } from './promo-status';

/**
 * The tabs of `/tournaments` (spec part 2 §2: all, producers, lotteries, actions, live, achievements, archive).
 * What each lists, decided from what the wire gives (schemas/wire/promotions.ts):
 * - all: every current promotion (active, then future): tournaments, and lotteries while the flag is on.
 * - producers: current tournaments restricted to game studios (`providers` not empty): the studio races.
 * - lotteries: every lottery, current first, then drawn ones with their results (behind `enableLotteries`;
 *   with the flag off the tab falls back to all).
 * - actions: what runs right now (active tournaments and lotteries), ending soonest first.
 * - live: current tournaments over live-casino games: every game they list is in the `live` category
 *   (the games come from `POST /api/games_filter/select`); a race over slots or "all games" is not live.
 * - achievements: the signed-in player's own tournaments (`GET /api/tournaments/player`), any status, with
 *   their place and points; guests are asked to register.
 * - archive: finished tournaments (`/recent` and any archived in the list), latest first.
 * Every tab keeps only what the player may see (no `group_ids`, or a group of theirs).
 */
export const TOURNAMENT_TABS = ['all', 'producers', 'lotteries', 'actions', 'live', 'achievements', 'archive'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

export function isTournamentTab(value: string | undefined): value is TournamentTab {
  return (TOURNAMENT_TABS as readonly string[]).includes(value ?? '');
}

export type PromoItem = { kind: 'tournament'; promo: Tournament } | { kind: 'lottery'; promo: Lottery };

export interface TabData {
  tournaments: readonly Tournament[];
  lotteries: readonly Lottery[];
  /** The player's own tournaments; empty for guests. */
  mine: readonly Tournament[];
  /** Identifiers of live-casino games among the tournaments' games; `null` while unknown. */
  liveGames: ReadonlySet<string> | null;
}

export interface TabViewer {
  now: number;
  groups: readonly number[];
  lotteriesOn: boolean;
}

/** A tab the viewer may open: lotteries falls back to all while its flag is off (spec part 2 §2). */
export function effectiveTab(tab: TournamentTab, lotteriesOn: boolean): TournamentTab {
  return tab === 'lotteries' && !lotteriesOn ? 'all' : tab;
}

export function isLiveTournament(tournament: Tournament, liveGames: ReadonlySet<string>): boolean {
  return tournament.games.length > 0 && tournament.games.every((game) => liveGames.has(game));
}

/** What a tab lists, in the order it lists it. */
export function tabItems(tab: TournamentTab, data: TabData, viewer: TabViewer): PromoItem[] {
  const { now, groups } = viewer;
  const status = (item: PromoItem) => promoStatus(item.promo, now);
  const visible = (item: PromoItem) => visibleTo(item.promo, groups);
  const tournaments = data.tournaments.map((promo): PromoItem => ({ kind: 'tournament', promo })).filter(visible);
  const lotteries = viewer.lotteriesOn ? data.lotteries.map((promo): PromoItem => ({ kind: 'lottery', promo })).filter(visible) : [];
  const current = (item: PromoItem) => status(item) !== 'archive';
  const sorted = (items: PromoItem[]) => [...items].sort((a, b) => compareItems(a, b, now));

  switch (effectiveTab(tab, viewer.lotteriesOn)) {
    case 'all':
      return sorted([...tournaments, ...lotteries].filter(current));
    case 'producers':
      return sorted(tournaments.filter((item) => current(item) && item.kind === 'tournament' && item.promo.providers.length > 0));
    case 'lotteries':
      return sorted(lotteries);
    case 'actions':
      return sorted([...tournaments, ...lotteries].filter((item) => status(item) === 'active'));
    case 'live': {
      const live = data.liveGames;
      if (!live) return [];
      return sorted(tournaments.filter((item) => current(item) && item.kind === 'tournament' && isLiveTournament(item.promo, live)));
    }
    case 'achievements':
      return sorted(data.mine.map((promo): PromoItem => ({ kind: 'tournament', promo })).filter(visible));
    case 'archive':
      return sorted(tournaments.filter((item) => status(item) === 'archive'));
  }
}

const RANK: Record<PromoStatus, number> = { active: 0, future: 1, archive: 2 };

/** Active ending soonest, then future starting soonest, then archive latest first. */
function compareItems(a: PromoItem, b: PromoItem, now: number): number {
  const sa = promoStatus(a.promo, now);
  const sb = promoStatus(b.promo, now);
  if (sa !== sb) return RANK[sa] - RANK[sb];
  if (sa === 'active') return Date.parse(a.promo.end_at) - Date.parse(b.promo.end_at);
  if (sa === 'future') return Date.parse(a.promo.start_at) - Date.parse(b.promo.start_at);
  return Date.parse(b.promo.end_at) - Date.parse(a.promo.end_at);
}

/** One list of tournaments from the current and recent lists: the first copy of an id wins (the fresher list goes first). */
export function mergeTournaments(...lists: readonly (readonly Tournament[])[]): Tournament[] {
  const seen = new Set<string>();
  const merged: Tournament[] = [];
  for (const list of lists) {
    for (const tournament of list) {
      if (seen.has(tournament.id)) continue;
      seen.add(tournament.id);
      merged.push(tournament);
    }
  }
  return merged;
}
