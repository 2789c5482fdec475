import { describe, expect, it } from 'vitest';
import { effectiveTab, isTournamentTab, mergeTournaments, tabItems, type TabData, type TabViewer } from '../tabs';
import { HOUR, NOW, iso, lottery, tournament } from './fixtures';

const active = tournament({ id: 1, frontend_identifier: 'active', end_at: iso(NOW + 5 * HOUR) });
const endingSooner = tournament({ id: 2, frontend_identifier: 'sooner', end_at: iso(NOW + HOUR) });
const future = tournament({ id: 3, frontend_identifier: 'future', start_at: iso(NOW + HOUR), end_at: iso(NOW + 9 * HOUR) });
const finished = tournament({ id: 4, frontend_identifier: 'finished', start_at: iso(NOW - 9 * HOUR), end_at: iso(NOW - HOUR), finished_at: iso(NOW - HOUR) });
const studios = tournament({ id: 5, frontend_identifier: 'studios', providers: ['emberline'] });
const live = tournament({ id: 6, frontend_identifier: 'live', games: ['evo/blackjack', 'evo/roulette'] });
const mixed = tournament({ id: 7, frontend_identifier: 'mixed', games: ['evo/blackjack', 'aurora/reels'] });
const testers = tournament({ id: 8, frontend_identifier: 'testers', group_ids: [21] });
const openLottery = lottery({ id: 10, frontend_identifier: 'draw', end_at: iso(NOW + 3 * HOUR) });
const drawnLottery = lottery({ id: 11, frontend_identifier: 'drawn', start_at: iso(NOW - 9 * HOUR), end_at: iso(NOW - HOUR) });

const data: TabData = {
  tournaments: [active, endingSooner, future, finished, studios, live, mixed, testers],
  lotteries: [openLottery, drawnLottery],
  mine: [finished, active],
  liveGames: new Set(['evo/blackjack', 'evo/roulette']),
};
const guest: TabViewer = { now: NOW, groups: [], lotteriesOn: true };
const slugs = (tab: Parameters<typeof tabItems>[0], viewer = guest, d = data) => tabItems(tab, d, viewer).map((item) => item.promo.frontend_identifier);

describe('tabs of /tournaments', () => {
  it('all: current tournaments and lotteries, active ending soonest first, then future', () => {
    expect(slugs('all')).toEqual(['sooner', 'draw', 'active', 'studios', 'live', 'mixed', 'future']);
  });

  it('keeps promotions of other groups out of every tab', () => {
    expect(slugs('all')).not.toContain('testers');
    expect(slugs('all', { ...guest, groups: [21] })).toContain('testers');
  });

  it('producers: current tournaments limited to studios', () => {
    expect(slugs('producers')).toEqual(['studios']);
  });

  it('lotteries: every lottery, the open draw before the drawn one; off with the flag, it falls back to all', () => {
    expect(slugs('lotteries')).toEqual(['draw', 'drawn']);
    expect(effectiveTab('lotteries', false)).toBe('all');
    expect(effectiveTab('lotteries', true)).toBe('lotteries');
    expect(slugs('lotteries', { ...guest, lotteriesOn: false })).toEqual(['sooner', 'active', 'studios', 'live', 'mixed', 'future']);
  });

  it('actions: only what runs now', () => {
    expect(slugs('actions')).toEqual(['sooner', 'draw', 'active', 'studios', 'live', 'mixed']);
  });

  it('live: tournaments whose every game is a live-casino game; nothing while the games are unknown', () => {
    expect(slugs('live')).toEqual(['live']);
    expect(slugs('live', guest, { ...data, liveGames: null })).toEqual([]);
  });

  it('achievements: the player’s own tournaments, running first', () => {
    expect(slugs('achievements')).toEqual(['active', 'finished']);
  });

  it('archive: finished tournaments, latest first', () => {
    const older = tournament({ id: 9, frontend_identifier: 'older', start_at: iso(NOW - 30 * HOUR), end_at: iso(NOW - 20 * HOUR) });
    expect(slugs('archive', guest, { ...data, tournaments: [older, ...data.tournaments] })).toEqual(['finished', 'older']);
  });

  it('moves a card between tabs as time passes', () => {
    const later = { ...guest, now: NOW + 2 * HOUR };
    expect(slugs('actions', later)).toContain('future');
    expect(slugs('actions', later)).not.toContain('sooner');
    expect(slugs('archive', later)).toEqual(['sooner', 'finished']);
  });

  it('knows its tab names and merges the current and recent lists by id', () => {
    expect(isTournamentTab('producers')).toBe(true);
    expect(isTournamentTab('weekly-spin-race')).toBe(false);
    expect(mergeTournaments([active, future], [tournament({ id: 1, title: 'stale copy' }), finished]).map((t) => t.id)).toEqual(['1', '3', '4']);
    expect(mergeTournaments([active], [tournament({ id: 1, title: 'stale copy' })])[0]?.title).toBe(active.title);
  });
});
