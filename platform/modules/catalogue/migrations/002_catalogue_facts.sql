-- Facts behind the tiles' badges (issue 21, catalogue/README.md "Badges"). Release dates are the games'
-- own `released_at`; these tables hold what the catalogue learns as it runs.

-- Real-money rounds per game and UTC hour, counted from `round.settled` (catalogue/round-counts.ts): the
-- catalogue's own tally, so "hot" never reads another module's rounds. Hours older than the window are pruned.
CREATE TABLE game_round_counts (
  game_identifier TEXT NOT NULL REFERENCES games(identifier),
  hour TEXT NOT NULL, -- 'YYYY-MM-DDTHH' (UTC)
  rounds INTEGER NOT NULL,
  PRIMARY KEY (game_identifier, hour)
) WITHOUT ROWID;
CREATE INDEX game_round_counts_hour ON game_round_counts (hour);

-- Catalogue settings written once by the seed: `release_anchor`, the day the demo catalogue's release dates
-- count from (catalogue/release-dates.ts).
CREATE TABLE catalogue_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
