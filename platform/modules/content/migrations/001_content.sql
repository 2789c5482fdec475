-- CMS, notices, awards, books and translation overrides (content module).
CREATE TABLE cms_pages (
  id INTEGER NOT NULL, -- shared by every locale of one slug
  locale TEXT NOT NULL,
  slug TEXT NOT NULL, -- may hold a licence suffix: terms-and-conditions/EE
  path TEXT NOT NULL,
  title TEXT NOT NULL,
  categories TEXT NOT NULL, -- JSON array
  layout TEXT NOT NULL,
  content TEXT NOT NULL,
  blocks TEXT NOT NULL, -- JSON {title, description, keywords, content-main, json}
  position INTEGER NOT NULL,
  PRIMARY KEY (locale, slug)
) WITHOUT ROWID;

CREATE TABLE cms_snippets (
  id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  categories TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (locale, id)
) WITHOUT ROWID;

CREATE TABLE cms_files (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  content_type TEXT NOT NULL
);

CREATE TABLE notices (
  id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  message TEXT NOT NULL,
  icon TEXT NOT NULL,
  link_text TEXT,
  link_path TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (locale, id)
) WITHOUT ROWID;

CREATE TABLE awards (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  nomination TEXT NOT NULL,
  prize TEXT NOT NULL,
  year INTEGER NOT NULL,
  image_slug TEXT NOT NULL
);

CREATE TABLE books (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  body TEXT NOT NULL, -- plain text the pdf and epub files are generated from
  position INTEGER NOT NULL
);

CREATE TABLE translation_overrides (
  locale TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (locale, namespace, key)
) WITHOUT ROWID;
