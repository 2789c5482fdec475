import * as z from 'zod/mini';
import { resolveAdventureDates, vipAdventuresDocumentSchema, type AdventureDayConfig } from '../../../schemas/wire/adventures';
import type { Db } from '../../db/database';
import { readFeConfig } from '../feconfig/public';

/** A configured day with its full date (the document names day and month only). */
export interface AdventureDay extends AdventureDayConfig {
  date: string;
}

export interface Adventure {
  /** The adventure's identity in this module's tables: its first day (`YYYY-MM-DD`). A new calendar is a new key. */
  key: string;
  title: string;
  groups: number[];
  days: AdventureDay[];
  firstDay: string;
  lastDay: string;
}

/**
 * The calendar of fe-config `vip-adventures` as of `today`: `null` when it is switched off or has no day. Read with
 * the client's tolerant reader (the document was checked against its JSON Schema at start; an operator's later edit
 * that breaks one day drops that day, not the calendar). Days are sorted by date, steps as configured.
 */
export function readAdventure(db: Db, today: string): Adventure | null {
  const parsed = z.safeParse(vipAdventuresDocumentSchema, readFeConfig(db, 'vip-adventures'));
  if (!parsed.success || !parsed.data.enabled || parsed.data.days.length === 0) return null;
  const dates = resolveAdventureDates(parsed.data.days, today);
  const days = parsed.data.days.map((day, i) => ({ ...day, date: dates[i]! })).sort((a, b) => a.date.localeCompare(b.date) || a.step - b.step);
  return { key: days[0]!.date, title: parsed.data.title, groups: parsed.data.groups, days, firstDay: days[0]!.date, lastDay: days.at(-1)!.date };
}

/** Empty groups: everyone takes part; else a player in one of them. */
export const takesPart = (adventure: Pick<Adventure, 'groups'>, playerGroups: readonly number[]) =>
  adventure.groups.length === 0 || adventure.groups.some((g) => playerGroups.includes(g));
