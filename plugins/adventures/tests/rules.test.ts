import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { adventureProgressSchema, mainWidgetConfigDocumentSchema, managePromotionPagesDocumentSchema, vipAdventuresDocumentSchema } from '@schemas/wire/adventures';
import { adventureWidgetFor, hubWidgetFor } from '../rules/bookmark';
import { buildCalendar } from '../rules/calendar';
import { adventureCardState, adventureFinished, adventureProgress, carouselOrder, focusIndex } from '../rules/card-state';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import { prizeView } from '../rules/prize';
import { calendarDocument, progressAnswer } from './fixtures';

const day = (date: string, completed = false, isSuperPrize = false) => ({ date, completed, isSuperPrize });

describe('adventure card state machine (spec part 2 §4)', () => {
  const today = '2026-11-24';
  it('completed wins over every date', () => {
    for (const date of ['2026-11-20', today, '2026-11-30']) expect(adventureCardState(day(date, true), today)).toBe('completed');
    expect(adventureCardState(day('2026-11-30', true, true), today)).toBe('completed');
  });
  it('today not completed is active, even the super day', () => {
    expect(adventureCardState(day(today), today)).toBe('active');
    expect(adventureCardState(day(today, false, true), today)).toBe('active');
  });
  it('a past day not completed is lost, the super day too', () => {
    expect(adventureCardState(day('2026-11-23'), today)).toBe('lost');
    expect(adventureCardState(day('2025-12-31', false, true), today)).toBe('lost');
  });
  it('a day ahead is future, the super day ahead superb', () => {
    expect(adventureCardState(day('2026-11-25'), today)).toBe('future');
    expect(adventureCardState(day('2027-01-02', false, true), today)).toBe('superb');
  });
  it('moves with today: future → active → lost, or → completed', () => {
    const d = day('2026-11-25');
    expect(['2026-11-24', '2026-11-25', '2026-11-26'].map((t) => adventureCardState(d, t))).toEqual(['future', 'active', 'lost']);
    expect(adventureCardState({ ...d, completed: true }, '2026-11-26')).toBe('completed');
  });
});

describe('calendar rules', () => {
  const days = [day('2026-11-23', true), day('2026-11-24'), day('2026-11-25', false, true)];
  it('is finished once the last day is completed or passed', () => {
    expect(adventureFinished(days, '2026-11-24')).toBe(false);
    expect(adventureFinished(days, '2026-11-25')).toBe(false);
    expect(adventureFinished(days, '2026-11-26')).toBe(true);
    expect(adventureFinished([...days.slice(0, 2), day('2026-11-25', true, true)], '2026-11-25')).toBe(true);
    expect(adventureFinished([], '2026-11-25')).toBe(false);
  });
  it('counts completed days out of total', () => {
    expect(adventureProgress(days)).toEqual({ completed: 1, total: 3 });
  });
  it('puts the super day last as the extra card', () => {
    const superFirst = [day('2026-11-23', false, true), day('2026-11-24')];
    expect(carouselOrder(superFirst)).toEqual({ days: [superFirst[1]], superDay: superFirst[0] });
    expect(carouselOrder([day('2026-11-24')]).superDay).toBeNull();
  });
  it('focuses today, else the next day ahead, else the last', () => {
    expect(focusIndex(days, '2026-11-24')).toBe(1);
    expect(focusIndex(days, '2026-11-20')).toBe(0);
    expect(focusIndex(days, '2026-12-01')).toBe(2);
  });
});

describe('buildCalendar (document + standing)', () => {
  const document = z.parse(vipAdventuresDocumentSchema, calendarDocument);
  it('joins by step and gives each card its state', () => {
    const view = buildCalendar(document, z.parse(adventureProgressSchema, progressAnswer()))!;
    expect(view.cards.map((c) => [c.step, c.state])).toEqual([[1, 'completed'], [2, 'active'], [3, 'future'], [4, 'future'], [5, 'superb']]);
    expect(view).toMatchObject({ completed: 1, total: 5, finished: false, focus: 1, today: '2026-11-24' });
    expect(view.cards[1]!.progress).toMatchObject({ deposit_cents: 2_500, wager_cents: 2_500, wager_target_cents: 7_500 });
    expect(view.cards[1]!.prize).toEqual({ kind: 'bonus', amount: '€25' });
    expect(view.cards[0]!.prize).toEqual({ kind: 'freespins', count: 20 });
  });
  it('is finished after the last day', () => {
    const view = buildCalendar(document, z.parse(adventureProgressSchema, progressAnswer('2026-11-28', [1, 2])))!;
    expect(view.finished).toBe(true);
    expect(view.cards.map((c) => c.state)).toEqual(['completed', 'completed', 'lost', 'lost', 'lost']);
  });
  it('is null without an adventure for the player, or with the document off', () => {
    expect(buildCalendar(document, { adventure: null, days: [] })).toBeNull();
    expect(buildCalendar({ ...document, enabled: false }, z.parse(adventureProgressSchema, progressAnswer()))).toBeNull();
    expect(buildCalendar(null, z.parse(adventureProgressSchema, progressAnswer()))).toBeNull();
  });
  it('reads a broken day out, not the calendar', () => {
    const broken = z.parse(vipAdventuresDocumentSchema, { ...calendarDocument, days: [{ day: 'x' }, ...calendarDocument.days] });
    expect(broken.days).toHaveLength(5);
  });
});

describe('prize text', () => {
  it('takes the currency value of the named variable, else EUR, amounts formatted in the locale', () => {
    const reload = { prize: { bonus: 'reload_{reload}', fs: null }, variables: { reload: { EUR: 2_500, CAD: 3_500 } } };
    expect(prizeView(reload, 'CAD', 'en-CA')).toEqual({ kind: 'bonus', amount: '$35' });
    expect(prizeView(reload, 'NOK', 'de')).toEqual({ kind: 'bonus', amount: '25\u00a0€' });
    expect(prizeView({ ...reload, variables: { reload: { EUR: '€25' } } }, 'EUR', 'en')).toEqual({ kind: 'bonus', amount: '€25' });
    expect(prizeView({ prize: { bonus: 'mystery', fs: null }, variables: {} }, 'EUR', 'en')).toEqual({ kind: 'bonus', amount: null });
    expect(prizeView({ prize: { bonus: null, fs: null }, variables: {} }, 'EUR', 'en')).toEqual({ kind: 'none' });
  });
});

describe('who sees what', () => {
  const widgets = z.parse(mainWidgetConfigDocumentSchema, {
    widgets: [{ id: 'adventures', enabled: true, order: 3, link: '/aquanova-odyssey', testersOnly: true, groups: [759] }],
  });
  const pages = z.parse(managePromotionPagesDocumentSchema, { testerGroups: [21, 916], pages: [{ slug: 'aquanova-odyssey', enabled: true, groups: [257, 259] }] });
  it('shows the bookmark to testers and the configured group only', () => {
    expect(adventureWidgetFor(widgets, pages, [21], false)).toEqual({ link: '/aquanova-odyssey' });
    expect(adventureWidgetFor(widgets, pages, [759], false)).toEqual({ link: '/aquanova-odyssey' });
    expect(adventureWidgetFor(widgets, pages, [259], false)).toBeNull();
    expect(adventureWidgetFor(widgets, pages, [], false)).toBeNull();
    expect(adventureWidgetFor(widgets, pages, [], true)).toEqual({ link: '/aquanova-odyssey' });
  });
  it('hides a disabled or missing widget, and shows an open one to everyone', () => {
    expect(adventureWidgetFor({ widgets: [{ ...widgets.widgets[0]!, enabled: false }] }, pages, [21], false)).toBeNull();
    expect(adventureWidgetFor(null, pages, [21], true)).toBeNull();
    expect(adventureWidgetFor({ widgets: [{ ...widgets.widgets[0]!, testersOnly: false, groups: [] }] }, pages, [], false)).toEqual({ link: '/aquanova-odyssey' });
  });
  it('shows the hub bookmark only to players the hub is open to', () => {
    const hubWidgets = z.parse(mainWidgetConfigDocumentSchema, { widgets: [{ id: 'activity-hub', enabled: true, order: 5, link: '/aquanova-odyssey' }] });
    expect(hubWidgetFor(hubWidgets, pages, [259], false)).toEqual({ link: '/aquanova-odyssey' });
    expect(hubWidgetFor(hubWidgets, pages, [21], false)).toEqual({ link: '/aquanova-odyssey' });
    expect(hubWidgetFor(hubWidgets, pages, [1117], false)).toBeNull();
    expect(hubWidgetFor(hubWidgets, pages, [1117], true)).toEqual({ link: '/aquanova-odyssey' });
    expect(hubWidgetFor(widgets, pages, [259], false)).toBeNull();
  });

  it('opens the hub to its groups and testers', () => {
    expect(pageOpenTo(pages, 'aquanova-odyssey', [259])).toBe(true);
    expect(pageOpenTo(pages, 'aquanova-odyssey', [916])).toBe(true);
    expect(pageOpenTo(pages, 'aquanova-odyssey', [1117])).toBe(false);
    expect(pageOpenTo({ ...pages, pages: [{ slug: 'aquanova-odyssey', enabled: false, groups: [] }] }, 'aquanova-odyssey', [259])).toBe(false);
    expect(pageOpenTo(null, 'aquanova-odyssey', [])).toBe(true);
  });
});
