-- Issue 24 item 10: a tighter limit applies at once; a looser one (or a removal) waits for its mailed token
-- and then a cooling period (config/rg-limits.ts).
--   applies_at: when a confirmed looser limit (status 'pending') takes over from the one it replaces.
--   removal_requested: 1 while an active limit's removal waits for its token (confirmation_token_hash,
--   confirm_until); confirming it turns the limit 'disabling' with disable_at.
ALTER TABLE user_limits ADD COLUMN applies_at TEXT;
ALTER TABLE user_limits ADD COLUMN removal_requested INTEGER NOT NULL DEFAULT 0;
