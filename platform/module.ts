import type { Db } from './db/database';
import type { PlatformModule } from './context';

export interface PlatformModuleDef {
  name: string;
  register: PlatformModule;
  /** Writes deterministic demo data into an empty database; runs in one transaction with the others. */
  seed?: (db: Db) => void;
}
