import type { Db } from '../../db/database';
import { THEME_TITLES } from '../../seed-data/game-titles';
import { generateGames, type GameSeed } from '../../seed-data/games';
import { PROVIDERS } from '../../seed-data/providers';
import { FACT_CATEGORIES, refreshCatalogueFacts } from './catalogue-facts';
import { seedDemoPlays } from './demo-plays';
import { anchoredReleaseDate, releaseAnchor } from './release-dates';
import { tableLimitsFor } from './table-limits';
import { statedPayoutOf } from './stated-payout';

/** Lobby categories in menu order, with English titles (the client localises by id). */
export const CATEGORY_TITLES: Record<string, string> = {
  top: 'Top games',
  new: 'New games',
  hot: 'Hot right now',
  recommended: 'Recommended',
  pokies: 'Pokies',
  slots: 'Slots',
  live: 'Live casino',
  table: 'Table games',
  special: 'Special',
  jackpots: 'Jackpots',
  'bonus-buy': 'Bonus buy',
  megaways: 'Megaways',
  animated: 'Animated',
  exclusive: 'Exclusive',
  'pragmatic-drop-wins': 'Drops & Wins',
  'pragmatic-drop-wins-live': 'Drops & Wins Live',
  prerelease: 'Coming soon',
  crash: 'Crash games',
  'live-roulette': 'Live roulette',
  'live-blackjack': 'Live blackjack',
  'live-baccarat': 'Live baccarat',
  'live-poker': 'Live poker',
  'game-shows': 'Game shows',
};

const FACTS: readonly string[] = FACT_CATEGORIES;

interface ExistingRow {
  identifier: string;
  released_at: string;
  payload: string;
}

/**
 * A seeded game as this database stores it: its release date placed on the database's anchor
 * (release-dates.ts), without the fact categories (`new`, `prerelease`, `hot`: catalogue-facts.ts keeps
 * those true as time passes), with its table limits when it is a table (table-limits.ts).
 */
function storedGame(db: Db, seed: GameSeed, anchorMs: number) {
  const { slug, ...wire } = seed.game;
  const categories = (wire.categories ?? []).filter((c): c is string => typeof c === 'string' && !FACTS.includes(c));
  const limits = tableLimitsFor(wire);
  // The payout is the stated RTP of the engine that plays the game (stated-payout.ts), else the drawn one.
  const payout = statedPayoutOf(db, wire) ?? wire.payout;
  const game = { ...wire, categories, payout, released_at: anchoredReleaseDate(wire.released_at!, anchorMs), ...(limits ? { table_limits: limits } : {}) };
  return { slug, game, collections: seed.collections.filter((c) => !FACTS.includes(c)) };
}

/**
 * Re-runnable (platform/module.ts): rows already there are kept, with two upgrades of a catalogue seeded
 * before release facts and table limits (seed version 1): its release dates move onto the anchor once (only
 * rows still holding the generator's date), and its tables gain their limits. `now` places the anchor on a
 * database that has none yet; the fact categories are brought up to date at `now` last.
 */
export function seedCatalogue(db: Db, now = new Date()) {
  const insertProvider = db.prepare('INSERT OR IGNORE INTO game_providers (id, slug, title, palette, position) VALUES (?, ?, ?, ?, ?)');
  PROVIDERS.forEach((p, i) => insertProvider.run(i + 1, p.slug, p.title, JSON.stringify(p.palette), i + 1));

  // Positions are the menu order of this seed (a category added later takes its place, others move along).
  const upsertCollection = db.prepare(
    'INSERT INTO game_collections (id, title, kind, position) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET position = excluded.position',
  );
  let position = 0;
  for (const [id, title] of Object.entries(CATEGORY_TITLES)) upsertCollection.run(id, title, 'category', ++position);
  for (const [id, title] of Object.entries(THEME_TITLES)) upsertCollection.run(id, title, 'theme', ++position);

  const games = generateGames();
  const { anchorMs, created } = releaseAnchor(db, now);
  const rows = db.prepare('SELECT identifier, released_at, payload FROM games').all() as ExistingRow[];
  const existing = new Map(rows.map((row) => [row.identifier, row] as const));
  const insertGame = db.prepare(
    `INSERT OR IGNORE INTO games (identifier, provider, slug, title, title_lc, seo_title, has_demo_mode, base_id, devices_mask, position, popularity, released_at, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const upgradeGame = db.prepare('UPDATE games SET released_at = ?, payload = ? WHERE identifier = ?');
  const stored = games.map((seed) => ({ seed, ...storedGame(db, seed, anchorMs) }));
  for (const { seed, slug, game } of stored) {
    const row = existing.get(game.identifier);
    if (row) {
      upgradeExisting(row, seed, game, created, upgradeGame);
      continue;
    }
    // The payload is the family's wire shape: the slug is a column of ours, not a field of the family's game.
    insertGame.run(game.identifier, game.provider, slug, game.title, game.title.toLowerCase(), game.seo_title, game.has_demo_mode ? 1 : 0, seed.baseId, seed.devicesMask, seed.position, Math.round(seed.popularity * 1000), game.released_at, JSON.stringify(game));
  }
  // A collection's order is the curated lobby order of its games.
  const insertItem = db.prepare('INSERT OR IGNORE INTO game_collection_items (collection_id, game_identifier, position) VALUES (?, ?, ?)');
  const counters = new Map<string, number>();
  for (const { seed, collections } of [...stored].sort((a, b) => a.seed.position - b.seed.position)) {
    for (const collection of collections) {
      const next = (counters.get(collection) ?? 0) + 1;
      counters.set(collection, next);
      insertItem.run(collection, seed.game.identifier, next);
    }
  }

  seedDemoPlays(db, games, now);
  refreshCatalogueFacts(db, now);
}

/**
 * A game row of an earlier seed: its release date moves onto a newly placed anchor if it still holds the
 * generator's date (a game an operator re-dated keeps its date), and a table without limits gets them.
 */
function upgradeExisting(
  row: ExistingRow,
  seed: GameSeed,
  game: ReturnType<typeof storedGame>['game'],
  anchorCreated: boolean,
  upgrade: { run(releasedAt: string, payload: string, identifier: string): unknown },
) {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  let releasedAt = row.released_at;
  let changed = false;
  if (anchorCreated && row.released_at === seed.game.released_at) {
    releasedAt = game.released_at;
    payload.released_at = releasedAt;
    changed = true;
  }
  if (game.table_limits && payload.table_limits === undefined) {
    payload.table_limits = game.table_limits;
    changed = true;
  }
  // Seed version 3: the payout is the engine's stated RTP (stated-payout.ts), no longer a drawn number.
  if (payload.payout !== game.payout) {
    payload.payout = game.payout;
    changed = true;
  }
  if (changed) upgrade.run(releasedAt, JSON.stringify(payload), row.identifier);
}
