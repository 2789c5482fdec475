import type { Game } from '@schemas/wire/games';

/** A wire-shaped game for tests; override what the case is about. */
export function testGame(overrides: Partial<Game> = {}): Game {
  const slug = overrides.slug ?? 'book-of-tests';
  const provider = overrides.provider ?? 'pixel-pharaoh';
  return {
    identifier: `${provider}/${slug}`,
    slug,
    name: 'Book of Tests',
    title: 'Book of Tests',
    seo_title: slug,
    provider,
    categories: ['pokies'],
    badges: [],
    has_demo_mode: true,
    currencies: { EUR: { id: 1001, jackpot: null }, CAD: { id: 1002, jackpot: null }, FUN: { id: 1009, jackpot: null } },
    devices: ['desktop', 'mobile'],
    preview: null,
    last_activity_at: null,
    lines: null,
    ways: null,
    volatility_rating: null,
    payout: null,
    hit_rate: null,
    released_at: null,
    table_limits: {},
    ...overrides,
  };
}
