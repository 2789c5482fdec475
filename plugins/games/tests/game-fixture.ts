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
    collections: ['pokies'],
    badges: [],
    has_demo_mode: true,
    currencies: { EUR: { id: 1001 }, CAD: { id: 1002 }, FUN: { id: 1009 } },
    devices: ['desktop', 'mobile'],
    preview: `/previews/${provider}/${slug}.svg`,
    ...overrides,
  };
}
