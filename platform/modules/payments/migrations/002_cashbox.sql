-- The cashbox (issue 15): what a payment remembers beyond its amount, the saved profiles of one-click deposits,
-- and the risk details the client reports (POST /api/users/transaction).

-- The deposit bonus offer chosen with a deposit (bonuses module), checked when the deposit was created.
ALTER TABLE payments ADD COLUMN bonus_id INTEGER;
-- Where the processor page sends the player back: a checked same-origin path; `%7Bid%7D` stands for the id.
ALTER TABLE payments ADD COLUMN return_path TEXT;
-- The masked details the player paid with ('Visa •••• 4242', 'Skrill · j***@mail.com'); never a full card
-- number, expiry or IBAN.
ALTER TABLE payments ADD COLUMN details_title TEXT;

-- Details of earlier succeeded deposits a player may reuse (spec §3 savedProfiles), by masked title only.
CREATE TABLE payment_saved_profiles (
  -- Random and opaque: the wire id of a saved profile.
  id TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  payment_system TEXT NOT NULL,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  UNIQUE (player_id, payment_system, title)
);
CREATE INDEX payment_saved_profiles_player ON payment_saved_profiles (player_id, last_used_at);

-- What the client knows of a payment and the platform cannot see (spec §7 POST /api/users/transaction).
CREATE TABLE payment_risk_details (
  payment_id INTEGER PRIMARY KEY REFERENCES payments(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  timezone TEXT,
  language TEXT,
  screen TEXT,
  user_agent TEXT,
  ip TEXT,
  reported_at TEXT NOT NULL
);
