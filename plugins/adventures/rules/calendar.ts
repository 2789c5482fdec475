import { resolveAdventureDates, type AdventureDayConfig, type AdventureDayProgress, type AdventureProgress, type VipAdventuresDocument } from '@schemas/wire/adventures';
import { adventureCardState, adventureFinished, adventureProgress, carouselOrder, focusIndex, type AdventureCardState } from './card-state';
import { prizeView, type PrizeView } from './prize';

/** One card of the carousel: the configured day, the player's standing on it, and its state. */
export interface CalendarCard {
  step: number;
  stepTotal: number;
  date: string;
  isSuperPrize: boolean;
  completed: boolean;
  state: AdventureCardState;
  prize: PrizeView;
  /** `null` for a day the platform's answer did not list (shown without progress). */
  progress: AdventureDayProgress | null;
}

export interface CalendarView {
  title: string;
  today: string;
  currency: string;
  /** Days then the super day (spec §4: one card per day plus the super-day card). */
  cards: CalendarCard[];
  completed: number;
  total: number;
  finished: boolean;
  focus: number;
}

/**
 * The calendar the player sees: the `vip-adventures` document's days (prizes, conditions) joined by `step` with the
 * platform's standing (`GET /api/player/adventure`: completion, amounts, and `today`). `null` when the document is
 * off or empty, or the platform runs no adventure for this player (not in its groups).
 */
export function buildCalendar(document: VipAdventuresDocument | null, progress: AdventureProgress | null, locale = 'en'): CalendarView | null {
  if (!document || !document.enabled || document.days.length === 0 || !progress?.adventure) return null;
  const { today, currency } = progress.adventure;
  const byStep = new Map(progress.days.map((d) => [d.step, d]));
  const dates = resolveAdventureDates(document.days, today);
  const days = document.days
    .map((day: AdventureDayConfig, i) => {
      const standing = byStep.get(day.step) ?? null;
      const date = standing?.date ?? dates[i]!;
      const completed = standing?.completed ?? false;
      return {
        step: day.step,
        stepTotal: day.stepTotal,
        date,
        isSuperPrize: day.isSuperPrize,
        completed,
        state: adventureCardState({ date, isSuperPrize: day.isSuperPrize, completed }, today),
        prize: prizeView(day, currency, locale),
        progress: standing,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.step - b.step);
  const ordered = carouselOrder(days);
  const cards = ordered.superDay ? [...ordered.days, ordered.superDay] : ordered.days;
  const { completed, total } = adventureProgress(days);
  return {
    title: progress.adventure.title || document.title,
    today,
    currency,
    cards,
    completed,
    total,
    finished: adventureFinished(days, today),
    focus: focusIndex(cards, today),
  };
}
