-- Content keyed by site (issue 24, item 1): the notice strip and the operator's text overrides per brand. `site`
-- is a site id of sites/*.json, or '' for the rows every brand reads unless it has its own (platform/brands.ts).
CREATE TABLE notices_by_site (
  site TEXT NOT NULL DEFAULT '',
  id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  message TEXT NOT NULL,
  icon TEXT NOT NULL,
  link_text TEXT,
  link_path TEXT,
  created_at TEXT NOT NULL,
  variables TEXT,
  PRIMARY KEY (site, locale, id)
) WITHOUT ROWID;
INSERT INTO notices_by_site (site, id, locale, message, icon, link_text, link_path, created_at, variables)
  SELECT '', id, locale, message, icon, link_text, link_path, created_at, variables FROM notices;
DROP TABLE notices;
ALTER TABLE notices_by_site RENAME TO notices;

CREATE TABLE translation_overrides_by_site (
  site TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (site, locale, namespace, key)
) WITHOUT ROWID;
INSERT INTO translation_overrides_by_site (site, locale, namespace, key, text) SELECT '', locale, namespace, key, text FROM translation_overrides;
DROP TABLE translation_overrides;
ALTER TABLE translation_overrides_by_site RENAME TO translation_overrides;
