-- Frontend configuration documents (feconfig module). `locale` is '' for locale-independent documents;
-- banners-config has one row per locale.
CREATE TABLE fe_configs (
  key TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT '',
  document TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (key, locale)
) WITHOUT ROWID;
