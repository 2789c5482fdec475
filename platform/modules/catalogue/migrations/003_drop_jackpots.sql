-- Jackpots moved to the jackpots module (issue 17): it owns the pools, levels and winners in its own tables. The
-- catalogue keeps only game data (a game's own `currencies[code].jackpot` stays in its payload).
DROP INDEX IF EXISTS jackpot_wins_created;
DROP TABLE IF EXISTS jackpot_wins;
DROP TABLE IF EXISTS jackpots;
