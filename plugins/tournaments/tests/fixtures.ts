import type { WireGame } from '@schemas/wire/games';
import { lotterySchema, tournamentSchema, tournamentStatusSchema, type Lottery, type Tournament, type TournamentStatus, type WireLottery, type WireTournament } from '@schemas/wire/promotions';

const HOUR = 3_600_000;
/** A fixed "now" for pure tests: 24/11/2025 12:00 UTC. */
export const NOW = Date.UTC(2025, 10, 24, 12, 0, 0);
export const iso = (ms: number) => new Date(ms).toISOString();

/** A tournament as the platform sends it (numeric id, strings where the family sends them), active around `NOW`. */
export function wireTournament(overrides: Partial<WireTournament> = {}): WireTournament {
  return {
    id: 1,
    title: 'Weekly Spin Race',
    frontend_identifier: 'weekly-spin-race',
    in_progress: true,
    user_confirmation_required: false,
    strategy: 'bets_sum',
    start_at: iso(NOW - 24 * HOUR),
    end_at: iso(NOW + 48 * HOUR),
    finished_at: null,
    currency: 'EUR',
    money_budget_cents: 1_000_000,
    prizes: [
      { award_place: 1, money_award_cents: 400_000, freespins_count: 0 },
      { award_place: 2, money_award_cents: 250_000, freespins_count: 0 },
      { award_place: 3, money_award_cents: 0, freespins_count: 25 },
    ],
    top_players: [
      { award_place: 1, nickname: 'vip***', points: 1860 },
      { award_place: 2, nickname: 'Lucky', points: 168 },
    ],
    group_ids: [],
    games: [],
    providers: [],
    image: null,
    description: 'Every real-money bet counts.',
    ...overrides,
  };
}

export const tournament = (overrides: Partial<WireTournament> = {}): Tournament => tournamentSchema.parse(wireTournament(overrides));

export function wireLottery(overrides: Partial<WireLottery> = {}): WireLottery {
  return {
    id: 5,
    title: 'Golden Ticket Draw',
    frontend_identifier: 'golden-ticket',
    currency: 'EUR',
    in_progress: true,
    start_at: iso(NOW - 24 * HOUR),
    end_at: iso(NOW + 72 * HOUR),
    finished_at: null,
    money_budget_cents: 500_000,
    prizes: [
      { award_place: 1, money_award_cents: 300_000, freespins_count: 0, nickname: null, ticket: null },
      { award_place: 2, money_award_cents: 200_000, freespins_count: 0, nickname: null, ticket: null },
    ],
    group_ids: [],
    comp_points_ticket_price: 500,
    deposit_scale_rules: [{ min_deposit_cents: 2_000, tickets: 1 }, { min_deposit_cents: 10_000, tickets: 5 }],
    max_tickets_count_to_player: 50,
    lottery_tickets_count: 120,
    image: null,
    description: 'Tickets come with deposits.',
    ...overrides,
  };
}

export const lottery = (overrides: Partial<WireLottery> = {}): Lottery => lotterySchema.parse(wireLottery(overrides));

export function standing(overrides: Partial<TournamentStatus> = {}): TournamentStatus {
  return tournamentStatusSchema.parse({ tournament_id: '1', bets: 3, bet_cents: 600, points: 6, award_place: 2, nickname: 'Lucky', confirmed: true, ...overrides });
}

export { HOUR };

/** A game as the platform sends it (identifier `provider/slug`, per-currency ids). */
export function wireGame(overrides: Partial<WireGame> = {}): WireGame {
  return {
    identifier: 'aurora-reels/neon-nights',
    title: 'Neon Nights',
    provider: 'aurora-reels',
    seo_title: 'neon-nights',
    categories: ['top'],
    currencies: { EUR: { id: 101, jackpot: null } },
    devices: ['desktop', 'mobile'],
    has_demo_mode: true,
    last_activity_at: null,
    lines: null,
    ways: null,
    volatility_rating: null,
    payout: '96.1',
    hit_rate: null,
    released_at: null,
    preview: null,
    name: null,
    ...overrides,
  };
}
