import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { platformModules } from '../modules/index';
import { seedCatalogue } from '../modules/catalogue/catalogue-seed';
import { seedContent } from '../modules/content/content-seed';
import { seedFeConfig } from '../modules/feconfig/feconfig-seed';
import { buildCmsPages } from './cms/build-pages';
import { generateGames } from './games';
import { PROVIDERS } from './providers';

describe('generated demo data', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(generateGames())).toBe(JSON.stringify(generateGames()));
  });

  it('has ≥2000 unique games from ≥40 providers', () => {
    const games = generateGames();
    expect(games.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(games.map((g) => g.game.identifier)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.game.provider)).size).toBeGreaterThanOrEqual(40);
    expect(PROVIDERS.length).toBeGreaterThanOrEqual(40);
    expect(games.some((g) => g.game.identifier === 'turbogames/rocket-x')).toBe(true);
  });

  it('renders well-formed CMS HTML (no stray markdown)', () => {
    for (const page of buildCmsPages()) {
      expect(page.content, `${page.locale} ${page.slug}`).not.toMatch(/\*\*|\]\(/);
    }
  });

  it('seeds everything in well under 3 s', () => {
    const db = new Database(':memory:');
    migrate(db, platformModules);
    const start = performance.now();
    db.transaction(() => {
      seedCatalogue(db);
      seedContent(db);
      seedFeConfig(db);
    })();
    expect(performance.now() - start).toBeLessThan(3000);
    db.close();
  });
});
