import Database from 'better-sqlite3';
import { join } from 'node:path';

export const BENCH_COLLECTION = 'bench-5000';

/**
 * Adds a category of `count` games to a running platform's database (WAL allows a second writer
 * process): clones of the seeded games under new identifiers, so the client renders real tiles.
 */
export function seedBenchCategory(dataDir: string, count = 5000) {
  const db = new Database(join(dataDir, 'platform.sqlite'));
  db.pragma('busy_timeout = 5000');
  type Row = Record<string, unknown> & { identifier: string; slug: string; payload: string; provider: string };
  const source = db.prepare('SELECT * FROM games ORDER BY position').all() as Row[];
  const columns = Object.keys(source[0]!);
  const insertGame = db.prepare(`INSERT OR IGNORE INTO games (${columns.join(',')}) VALUES (${columns.map((c) => '@' + c).join(',')})`);
  const insertItem = db.prepare('INSERT OR IGNORE INTO game_collection_items (collection_id, game_identifier, position) VALUES (?, ?, ?)');
  db.transaction(() => {
    db.prepare("INSERT OR IGNORE INTO game_collections (id, title, kind, position) VALUES (?, 'Bench 5000', 'category', 999)").run(BENCH_COLLECTION);
    for (let i = 0; i < count; i++) {
      const base = source[i % source.length]!;
      const slug = `bench-${i}`;
      const identifier = `${base.provider}/${slug}`;
      const payload = { ...(JSON.parse(base.payload) as Record<string, unknown>), identifier, slug };
      insertGame.run({ ...base, identifier, slug, base_id: 9_000_000 + i, position: 100_000 + i, payload: JSON.stringify(payload) });
      insertItem.run(BENCH_COLLECTION, identifier, i);
    }
  })();
  db.close();
}
