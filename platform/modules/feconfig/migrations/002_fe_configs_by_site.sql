-- Content keyed by site (issue 24, item 1): `site` is a site id of sites/*.json, or '' for the rows every brand
-- reads unless it has its own (platform/brands.ts). Existing rows become the shared ones.
CREATE TABLE fe_configs_by_site (
  site TEXT NOT NULL DEFAULT '',
  key TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT '',
  document TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site, key, locale)
) WITHOUT ROWID;
INSERT INTO fe_configs_by_site (site, key, locale, document, updated_at) SELECT '', key, locale, document, updated_at FROM fe_configs;
DROP TABLE fe_configs;
ALTER TABLE fe_configs_by_site RENAME TO fe_configs;
