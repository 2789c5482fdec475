import type { Db } from '../../db/database';
import { CATALOGUE_ANCHOR } from '../../seed-data/games';

export const DAY_MS = 86_400_000;

/** A game is `new` for this many days after its release (catalogue-facts.ts). */
export const NEW_GAME_DAYS = 30;

/** Midnight (UTC) of the day of `at`: the generator dates releases on midnights, the anchor is one too. */
const utcDay = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

/**
 * The day the demo catalogue's release dates count from. The generator (seed-data/games.ts) dates every
 * release relative to its fixed CATALOGUE_ANCHOR, so its output never drifts; a database places that anchor
 * on the day it was first seeded with release facts and keeps it there for good. On that day the newest
 * games are new (and a few are still to come), and from then on they age like a real catalogue's: nothing
 * moves release dates again, only new seed games are placed on the same anchor.
 */
export function releaseAnchor(db: Db, now: Date): { anchorMs: number; created: boolean } {
  const stored = db.prepare("SELECT value FROM catalogue_settings WHERE key = 'release_anchor'").pluck().get() as string | undefined;
  if (stored !== undefined) return { anchorMs: Date.parse(stored), created: false };
  const anchorMs = utcDay(now);
  db.prepare("INSERT INTO catalogue_settings (key, value) VALUES ('release_anchor', ?)").run(new Date(anchorMs).toISOString());
  return { anchorMs, created: true };
}

/** A generated release date (relative to CATALOGUE_ANCHOR) placed on a database's anchor. */
export function anchoredReleaseDate(generated: string, anchorMs: number): string {
  return new Date(Date.parse(generated) - CATALOGUE_ANCHOR + anchorMs).toISOString();
}
