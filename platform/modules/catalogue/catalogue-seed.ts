import type { Db } from '../../db/database';
import { THEME_TITLES } from '../../seed-data/game-titles';
import { generateGames } from '../../seed-data/games';
import { generateJackpots, generateJackpotWins } from '../../seed-data/jackpots';
import { PROVIDERS } from '../../seed-data/providers';

/** Lobby categories in menu order, with English titles (the client localises by id). */
export const CATEGORY_TITLES: Record<string, string> = {
  top: 'Top games',
  new: 'New games',
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

/** Re-runnable (platform/module.ts): rows already there are kept. */
export function seedCatalogue(db: Db) {
  const insertProvider = db.prepare('INSERT OR IGNORE INTO game_providers (id, slug, title, palette, position) VALUES (?, ?, ?, ?, ?)');
  PROVIDERS.forEach((p, i) => insertProvider.run(i + 1, p.slug, p.title, JSON.stringify(p.palette), i + 1));

  const insertCollection = db.prepare('INSERT OR IGNORE INTO game_collections (id, title, kind, position) VALUES (?, ?, ?, ?)');
  let position = 0;
  for (const [id, title] of Object.entries(CATEGORY_TITLES)) insertCollection.run(id, title, 'category', ++position);
  for (const [id, title] of Object.entries(THEME_TITLES)) insertCollection.run(id, title, 'theme', ++position);

  const games = generateGames();
  const insertGame = db.prepare(
    `INSERT OR IGNORE INTO games (identifier, provider, slug, title, title_lc, seo_title, has_demo_mode, base_id, devices_mask, position, popularity, released_at, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { game, baseId, devicesMask, position: pos, popularity } of games) {
    // The payload is the family's wire shape: the slug is a column of ours, not a field of the family's game.
    const { slug, ...wire } = game;
    insertGame.run(wire.identifier, wire.provider, slug, wire.title, wire.title.toLowerCase(), wire.seo_title, wire.has_demo_mode ? 1 : 0, baseId, devicesMask, pos, Math.round(popularity * 1000), wire.released_at, JSON.stringify(wire));
  }
  // A collection's order is the curated lobby order of its games.
  const insertItem = db.prepare('INSERT OR IGNORE INTO game_collection_items (collection_id, game_identifier, position) VALUES (?, ?, ?)');
  const counters = new Map<string, number>();
  for (const seed of [...games].sort((a, b) => a.position - b.position)) {
    for (const collection of seed.collections) {
      const next = (counters.get(collection) ?? 0) + 1;
      counters.set(collection, next);
      insertItem.run(collection, seed.game.identifier, next);
    }
  }

  const jackpotGames = games.filter((g) => g.game.categories?.includes('jackpots')).map((g) => g.game.identifier);
  const insertJackpot = db.prepare('INSERT OR IGNORE INTO jackpots (id, payload) VALUES (?, ?)');
  for (const jackpot of generateJackpots(jackpotGames)) insertJackpot.run(jackpot.id, JSON.stringify(jackpot));
  const insertWin = db.prepare('INSERT OR IGNORE INTO jackpot_wins (id, created_at, payload) VALUES (?, ?, ?)');
  generateJackpotWins().forEach((win, i) => insertWin.run(i + 1, win.created_at, JSON.stringify(win)));
}
