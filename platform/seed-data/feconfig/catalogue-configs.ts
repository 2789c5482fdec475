import type { MenuCategoriesGames } from '../../../schemas/feconfig/menu-categories-games.schema';
import type { ProvidersConfig } from '../../../schemas/feconfig/providers-config.schema';
import { GAMES_PAGE_SIZE } from '../../../config/limits';

/**
 * Demo provider restrictions: one studio hidden everywhere, a few per country, so the lobby for
 * x-country-code AU, DE or NO visibly differs. Order matters: only the first 20 entries apply.
 */
export const providersConfig: ProvidersConfig = {
  disabled: {
    'quicksilver-spin': 'all',
    'pixel-pharaoh': ['AU', 'DE'],
    'velvet-cactus': ['AU'],
    'redcliff-studios': ['DE', 'IT'],
    'nightshift-live': ['NO', 'DE'],
    'xenon-reels': ['NZ'],
    'thunderbay': ['IT'],
  },
  newProviders: ['turbogames', 'starboard-live'],
  newProviderPopupGroups: [1117, 257],
};

export const menuCategoriesGames: MenuCategoriesGames = {
  defaultPageSize: GAMES_PAGE_SIZE,
  lobbyRows: ['top', 'new', 'live', 'jackpots', 'pragmatic-drop-wins', 'table'],
  categories: [
    { slug: 'all', collection: 'pokies', section: 'pokies', title: 'lobby:category.all', icon: 'grid', order: 1, randomCard: 'position-10', inMenu: true },
    { slug: 'top', collection: 'top', section: 'pokies', title: 'lobby:category.top', icon: 'fire', order: 2, randomCard: 'end', inMenu: true, seoPage: 'top-games' },
    { slug: 'new', collection: 'new', section: 'pokies', title: 'lobby:category.new', icon: 'sparkle', order: 3, randomCard: 'end', inMenu: true, seoPage: 'new-games' },
    { slug: 'recommended', collection: 'recommended', section: 'pokies', title: 'lobby:category.recommended', icon: 'thumb', order: 4, randomCard: 'end', inMenu: true },
    { slug: 'jackpots', collection: 'jackpots', section: 'pokies', title: 'lobby:category.jackpots', icon: 'crown', order: 5, randomCard: 'position-10', inMenu: true, seoPage: 'jackpot-games' },
    { slug: 'bonus-buy', collection: 'bonus-buy', section: 'pokies', title: 'lobby:category.bonusBuy', icon: 'cart', order: 6, pageSize: 60, randomCard: 'position-10', inMenu: true },
    { slug: 'megaways', collection: 'megaways', section: 'pokies', title: 'lobby:category.megaways', icon: 'ways', order: 7, randomCard: 'position-10', inMenu: true },
    { slug: 'drops-and-wins', collection: 'pragmatic-drop-wins', section: 'pokies', title: 'lobby:category.dropsWins', icon: 'drop', order: 8, randomCard: 'position-10', inMenu: true },
    { slug: 'special', collection: 'special', section: 'categories', title: 'lobby:category.special', icon: 'star', order: 9, randomCard: 'end', inMenu: false },
    { slug: 'exclusive', collection: 'exclusive', section: 'categories', title: 'lobby:category.exclusive', icon: 'gem', order: 10, randomCard: 'none', inMenu: false },
    { slug: 'coming-soon', collection: 'prerelease', section: 'categories', title: 'lobby:category.prerelease', icon: 'clock', order: 11, randomCard: 'none', inMenu: false },
    { slug: 'table-games', collection: 'table', section: 'categories', title: 'lobby:category.table', icon: 'cards', order: 12, randomCard: 'position-10', inMenu: true, seoPage: 'table-games' },
    { slug: 'all', collection: 'live', section: 'live', title: 'lobby:category.liveAll', icon: 'camera', order: 20, pageSize: 30, randomCard: 'none', cashbackCard: true, inMenu: true, seoPage: 'live-casino' },
    { slug: 'roulette', collection: 'live-roulette', section: 'live', title: 'lobby:category.liveRoulette', icon: 'roulette', order: 21, pageSize: 30, randomCard: 'none', inMenu: true },
    { slug: 'blackjack', collection: 'live-blackjack', section: 'live', title: 'lobby:category.liveBlackjack', icon: 'cards', order: 22, pageSize: 30, randomCard: 'none', inMenu: true },
    { slug: 'baccarat', collection: 'live-baccarat', section: 'live', title: 'lobby:category.liveBaccarat', icon: 'cards', order: 23, pageSize: 30, randomCard: 'none', inMenu: true },
    { slug: 'game-shows', collection: 'game-shows', section: 'live', title: 'lobby:category.gameShows', icon: 'wheel', order: 24, pageSize: 30, randomCard: 'none', inMenu: true },
    { slug: 'drops-and-wins', collection: 'pragmatic-drop-wins-live', section: 'live', title: 'lobby:category.dropsWinsLive', icon: 'drop', order: 25, pageSize: 30, randomCard: 'none', inMenu: true },
  ],
};
