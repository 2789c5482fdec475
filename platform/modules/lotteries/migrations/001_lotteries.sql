-- Lotteries (lotteries module): definitions, prizes, tickets and the results of the draw. Tickets come from
-- deposits (payment.changed, in the payment's transaction) and from comp points (issueLotteryTickets in
-- public.ts, called by the comp points engine in its own transaction). The draw at end_at is the scheduler's:
-- one transaction marks the lottery finished, records the seed and the ticket order, writes the results and
-- pays them, so the draw can be replayed from what it stored and is paid exactly once.
CREATE TABLE lotteries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The slug of /lottery/{slug}; a recurring series' open instance holds the series slug (see tournaments).
  frontend_identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  -- Deposits in this currency earn tickets; prizes are paid in it.
  currency TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  finished_at TEXT,
  money_budget_cents INTEGER NOT NULL DEFAULT 0 CHECK (money_budget_cents >= 0),
  group_ids TEXT NOT NULL DEFAULT '[]',
  -- Comp points per ticket (null: not for sale); the comp points engine sells them (issue 16).
  comp_points_ticket_price INTEGER CHECK (comp_points_ticket_price IS NULL OR comp_points_ticket_price > 0),
  -- Tickets one player may hold, whatever their source (null: no cap).
  max_tickets_count_to_player INTEGER CHECK (max_tickets_count_to_player IS NULL OR max_tickets_count_to_player > 0),
  -- JSON [{min_deposit_cents, tickets}]: a deposit earns the tickets of the highest rule it reaches.
  deposit_scale_rules TEXT NOT NULL DEFAULT '[]',
  series TEXT,
  repeat_every_seconds INTEGER CHECK (repeat_every_seconds IS NULL OR repeat_every_seconds > 0),
  origin TEXT NOT NULL DEFAULT 'operator',
  created_at TEXT NOT NULL,
  -- The draw, recorded: the PRNG seed (platform/seed-data/prng.ts, mulberry32) and the tickets in the order
  -- the draw read them (JSON [[ticket_id, player_id], …]). draw.ts replays a draw from these two alone.
  draw_seed INTEGER,
  draw_ticket_order TEXT,
  CHECK (end_at > start_at)
);
CREATE INDEX lotteries_open ON lotteries (finished_at, end_at);

CREATE TABLE lottery_prizes (
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id) ON DELETE CASCADE,
  award_place INTEGER NOT NULL CHECK (award_place > 0),
  money_award_cents INTEGER NOT NULL DEFAULT 0 CHECK (money_award_cents >= 0),
  freespins_count INTEGER NOT NULL DEFAULT 0 CHECK (freespins_count >= 0),
  PRIMARY KEY (lottery_id, award_place)
);

-- One row per ticket. (source_ref, source_index) makes issuing idempotent: a deposit replayed gives nothing more.
CREATE TABLE lottery_tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('deposit', 'comp_points', 'seed', 'operator')),
  source_ref TEXT NOT NULL,
  source_index INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (lottery_id, source_ref, source_index)
);
CREATE INDEX lottery_tickets_player ON lottery_tickets (player_id, lottery_id);

CREATE TABLE lottery_results (
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id) ON DELETE CASCADE,
  award_place INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL REFERENCES lottery_tickets(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  money_award_cents INTEGER NOT NULL DEFAULT 0,
  freespins_count INTEGER NOT NULL DEFAULT 0,
  ledger_id INTEGER,
  -- Why no ledger row backs the money: `refused: <reason>` or `seeded history`; null when paid or none.
  payout_note TEXT,
  awarded_at TEXT NOT NULL,
  PRIMARY KEY (lottery_id, award_place),
  UNIQUE (lottery_id, ticket_id)
);
