-- The demo-data version each module was seeded with (platform/seed.ts): a module seeds again only when its
-- declared seed version differs from the one recorded here.
CREATE TABLE module_seeds (
  module TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  seeded_at TEXT NOT NULL
);
