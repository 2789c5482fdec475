import type { Db } from '../../db/database';
import type { PlatformContext } from '../../context';
import type { ScheduledJob } from '../../scheduler';
import { DAY_MS, NEW_GAME_DAYS } from './release-dates';
import { hotGames, hourKey, pruneRoundCounts } from './round-counts';

/**
 * The lobby categories that follow facts rather than the operator's curation (catalogue/README.md "Badges"):
 * - `new`: released in the last NEW_GAME_DAYS days, newest first;
 * - `prerelease` ("Coming soon"): release date still ahead, soonest first;
 * - `hot`: the most played games of the last days (round-counts.ts), most played first.
 * Clients of the family derive tile badges from categories (schemas/wire/game-badges.ts), so keeping these
 * true is what makes a NEW or HOT badge true. `exclusive` and `jackpots` are facts the seed states (a flag
 * of a few games, the games a jackpot runs on) and do not change with time.
 */
export const FACT_CATEGORIES = ['new', 'prerelease', 'hot'] as const;
export type FactCategory = (typeof FACT_CATEGORIES)[number];

// Only real dates take part: a row written by hand without one (a test's game) is neither new nor coming.
const IS_DATE = "released_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*'";

/** Who belongs in each fact category at `now`, in the category's order. */
export function factMembers(db: Db, now: Date): Record<FactCategory, string[]> {
  const at = now.toISOString();
  const newSince = new Date(now.getTime() - NEW_GAME_DAYS * DAY_MS).toISOString();
  const released = db
    .prepare(`SELECT identifier FROM games WHERE ${IS_DATE} AND released_at > ? AND released_at <= ? ORDER BY released_at DESC, position, identifier`)
    .pluck()
    .all(newSince, at) as string[];
  const coming = db.prepare(`SELECT identifier FROM games WHERE ${IS_DATE} AND released_at > ? ORDER BY released_at, position, identifier`).pluck().all(at) as string[];
  return { new: released, prerelease: coming, hot: hotGames(db, now) };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * A game's stored wire JSON with `category` added or removed. Categories stay sorted, as the seed writes
 * them; the rest of the payload keeps its keys in their order.
 */
function withCategory(payload: string, category: string, member: boolean): string {
  const game = JSON.parse(payload) as { categories?: unknown };
  const categories = (Array.isArray(game.categories) ? game.categories : []).filter((c): c is string => typeof c === 'string' && c !== category);
  if (member) categories.push(category);
  game.categories = categories.sort();
  return JSON.stringify(game);
}

/**
 * Brings the fact categories up to date at `now`: a category whose members or order changed is rewritten
 * (its collection items, and the `categories` of the games that joined or left it), in one transaction;
 * one that did not change is not touched, so the catalogue index (catalogue-index-cache.ts) is rebuilt only
 * when a badge or a fact list really changed. Returns the categories rewritten.
 */
export function refreshCatalogueFacts(db: Db, now: Date): FactCategory[] {
  const desired = factMembers(db, now);
  const current = db.prepare('SELECT game_identifier FROM game_collection_items WHERE collection_id = ? ORDER BY position, game_identifier').pluck();
  const changed = FACT_CATEGORIES.filter((category) => !sameList(current.all(category) as string[], desired[category]));
  db.transaction(() => {
    pruneRoundCounts(db, now);
    const payloadOf = db.prepare('SELECT payload FROM games WHERE identifier = ?').pluck();
    const setPayload = db.prepare('UPDATE games SET payload = ? WHERE identifier = ?');
    const insertItem = db.prepare('INSERT INTO game_collection_items (collection_id, game_identifier, position) VALUES (?, ?, ?)');
    for (const category of changed) {
      const before = new Set(current.all(category) as string[]);
      const after = new Set(desired[category]);
      db.prepare('DELETE FROM game_collection_items WHERE collection_id = ?').run(category);
      desired[category].forEach((identifier, i) => insertItem.run(category, identifier, i + 1));
      for (const identifier of new Set([...before, ...after])) {
        if (before.has(identifier) === after.has(identifier)) continue;
        const payload = payloadOf.get(identifier) as string | undefined;
        if (payload !== undefined) setPayload.run(withCategory(payload, category, after.has(identifier)), identifier);
      }
    }
  })();
  return changed;
}

/**
 * Keeps the fact categories true as time passes: releases come of age and hot games change. The window of
 * `hot` moves by whole hours and releases fall on midnights, so the refresh runs once per hour of the clock
 * (the first scheduler run of each hour; the scheduler wakes at least every 30 s). Nothing is remembered
 * across instances but the hour last done, so two platforms on one database just both find nothing to do.
 */
export function catalogueFactsJob(ctx: Pick<PlatformContext, 'db'>): ScheduledJob {
  let doneHour: string | null = null;
  return {
    name: 'catalogue.facts',
    run(now) {
      const hour = hourKey(now);
      if (hour === doneHour) return;
      refreshCatalogueFacts(ctx.db, now);
      doneHour = hour;
    },
  };
}
