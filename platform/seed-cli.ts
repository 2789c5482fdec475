import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { platformModules } from './modules/index';
import { pendingSeeds, seedModules } from './seed';

/**
 * `npm run seed` seeds what is missing or outdated (per module, platform/seed.ts); `npm run seed -- --reset`
 * deletes the database under `DATA_DIR` (default ./data) and rebuilds the demo data from scratch. Stop the
 * server first.
 */
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const reset = process.argv.includes('--reset');
if (reset) {
  for (const suffix of ['', '-wal', '-shm']) {
    const file = join(dataDir, `platform.sqlite${suffix}`);
    if (existsSync(file)) rmSync(file);
  }
}
const db = openDatabase(dataDir);
migrate(db, platformModules);
if (pendingSeeds(db, platformModules).length === 0) {
  console.log(`Demo data already present in ${dataDir} (use --reset to rebuild it).`);
} else {
  const started = Date.now();
  const seeded = seedModules(db, platformModules);
  console.log(`Seeded demo data of ${seeded.join(', ')} in ${dataDir} in ${Date.now() - started} ms.`);
}
db.close();
