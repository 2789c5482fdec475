import type { Db } from '../../db/database';

/** What a game launcher (the demo slot) needs of a catalogue game. */
export interface LaunchableGame {
  identifier: string;
  title: string;
  has_demo_mode: number;
  /** The wire Game as JSON (its `currencies` say where it is playable for real). */
  payload: string | null;
}

/** The game behind `/api/games/{provider}/{slug}` (identifier `provider/slug`, or provider + slug). */
export function findLaunchableGame(db: Db, provider: string, slug: string): LaunchableGame | undefined {
  return db
    .prepare('SELECT identifier, title, has_demo_mode, payload FROM games WHERE identifier = ? OR (provider = ? AND slug = ?) LIMIT 1')
    .get(`${provider}/${slug}`, provider, slug) as LaunchableGame | undefined;
}

/** A game's title, or its identifier once it left the catalogue. */
export function gameTitle(db: Db, identifier: string): string {
  return (db.prepare('SELECT title FROM games WHERE identifier = ?').pluck().get(identifier) as string | undefined) ?? identifier;
}
