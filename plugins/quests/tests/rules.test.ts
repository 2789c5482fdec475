import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { questSchema, questStatusSchema } from '@schemas/wire/quests';
import { pickQuest, questInProgress } from '../rules/pick-quest';
import { levelState, questProgress } from '../rules/progress';
import { arenaSections, questBySlug, questPhase, questVisible } from '../rules/quest-window';
import { HOUR, at, standing, wireQuest } from './fixtures';

const quest = (o: Parameters<typeof wireQuest>[0] = {}) => z.parse(questSchema, wireQuest(o));
const status = (o: Parameters<typeof standing>[0] = {}) => z.parse(questStatusSchema, standing(o));

describe('quest rules', () => {
  it('computes progress to the next level from total bets: exact thresholds, zero bets, the top', () => {
    const q = quest();
    expect(questProgress(q, null)).toMatchObject({ betCents: 0, current: { level: 1 }, next: { level: 2 }, fraction: 0, toNextCents: 1_000, atTop: false });
    const mid = questProgress(q, status({ bet_cents: 3_750 }));
    expect(mid).toMatchObject({ current: { level: 3 }, next: { level: 4 }, fraction: 0.5, toNextCents: 1_250 });
    expect(questProgress(q, status({ bet_cents: 5_000 })).current?.level).toBe(4);
    const top = questProgress(q, status({ bet_cents: 99_999 }));
    expect(top).toMatchObject({ current: { level: 6 }, next: null, fraction: 1, toNextCents: 0, atTop: true });
    expect(mid.rewarded.has(3)).toBe(true);
    expect(q.levels.map((l) => levelState(l, mid))).toEqual(['reached', 'reached', 'current', 'next', 'locked', 'locked']);
  });

  it('hides test quests unless the flag is on, and other groups’ quests', () => {
    const test = quest({ frontend_identifier: 'test--xs--lab' });
    expect(questVisible(test, [], false)).toBe(false);
    expect(questVisible(test, [], true)).toBe(true);
    const testers = quest({ group_ids: [21] });
    expect(questVisible(testers, [], true)).toBe(false);
    expect(questVisible(testers, [21], false)).toBe(true);
  });

  it('orders the Arena and finds a quest by slug, identifier or id, the running one first', () => {
    const now = Date.now();
    const running = quest({ id: 1 });
    const ending = quest({ id: 2, frontend_identifier: 'quest--s--trail', end_at: at(HOUR) });
    const coming = quest({ id: 3, frontend_identifier: 'quest--m--climb', start_at: at(HOUR), end_at: at(9 * HOUR) });
    const old = quest({ id: 4, frontend_identifier: 'quest--xs--first-steps-old', start_at: at(-9 * HOUR), end_at: at(-HOUR) });
    const sections = arenaSections([running, ending, coming, old], now);
    expect([sections.active.map((q) => q.id), sections.future.map((q) => q.id), sections.archive.map((q) => q.id)]).toEqual([['2', '1'], ['3'], ['4']]);
    expect(questPhase(coming, now)).toBe('future');
    expect(questBySlug([running, ending], 'trail', now)?.id).toBe('2');
    expect(questBySlug([running], 'quest--xs--first-steps', now)?.id).toBe('1');
    expect(questBySlug([running], '1', now)?.id).toBe('1');
    expect(questBySlug([running], 'nope', now)).toBeNull();
  });

  it('picks the quest in progress: bets counted, top not reached, the one ending first', () => {
    const now = Date.now();
    const a = quest({ id: 1 });
    const b = quest({ id: 2, frontend_identifier: 'quest--s--trail', end_at: at(HOUR) });
    const statuses = { '1': status({ quest_id: 1 }), '2': status({ quest_id: 2, bet_cents: 0 }) };
    expect(questInProgress([a, b], statuses, now)?.id).toBe('1');
    expect(questInProgress([a, b], { '1': status({ quest_id: 1, next_level: null }) }, now)).toBeNull();
    // Nothing in progress: the first running one (soonest end) opens on `/action`.
    expect(pickQuest([a, b], {}, now)?.id).toBe('2');
  });
});
