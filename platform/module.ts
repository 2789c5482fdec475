import type { Db } from './db/database';
import type { DomainSubscriptions } from './domain-events';
import type { PlatformContext, PlatformModule } from './context';

/**
 * One platform module, one folder (platform/README.md). Everything the platform needs to install and run
 * it is declared here; nothing else lists its tables, seed or subscriptions.
 */
export interface PlatformModuleDef {
  /** Unique; the key its migrations and seed version are recorded under. `platform` is taken by the core. */
  name: string;
  /**
   * Names this module had before (a rename, like `demo-slot` → `game-studio`). Before migrating, the core
   * moves the records of a former name in `module_migrations` and `module_seeds` to `name`
   * (db/migrate.ts, `renameModuleRecords`), so a database installed under the old name keeps its applied
   * migrations and seed version: its tables stay, and only the migrations numbered after them run.
   */
  formerNames?: readonly string[];
  /**
   * Modules this one needs installed first: their migrations and seed run before its own, and it may call
   * their public functions (`public.ts`). Reference data without tables (info's countries) and pure
   * helpers may be imported from a `public.ts` without a dependency. No cycles: two modules that need each
   * other talk through domain events or an extension point of the lower one.
   */
  dependsOn?: readonly string[];
  /**
   * Absolute path of its `migrations/` folder: `NNN_name.sql` files, applied once each, in numeric order,
   * recorded as (module, NNN). A module without tables has none.
   */
  migrations?: string;
  /** Demo data (DESIGN §12: every engine seeds a living state for the demo players). */
  seed?: ModuleSeed;
  /** Routes and start-up checks, once per platform instance, after every module subscribed and seeded. */
  register: PlatformModule;
  /** Domain-event handlers, once per platform instance, before anything is seeded or served. */
  subscribe?: (on: DomainSubscriptions, ctx: PlatformContext) => void;
}

export interface ModuleSeed {
  /**
   * Bump it when the demo data changes: the seed runs again on databases seeded with another version (and
   * on a fresh database, or when the module is new to it). It must therefore be re-runnable: it adds what
   * is missing and leaves existing rows alone (`INSERT OR IGNORE`, look-ups by natural key).
   */
  version: number;
  /**
   * Runs inside one transaction with the record of its version, after the seeds of the modules it depends
   * on. Seeds write their demo state directly and publish no domain events: every module seeds its own.
   */
  run(db: Db): void;
}
