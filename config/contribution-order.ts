/**
 * Where contributions sit in each menu and slot (DESIGN §3: order is an explicit number, never registration
 * order). Each menu and slot is cut into bands by purpose; a plugin picks a free number in the band of what it
 * adds. `tests/core/contribution-order.test.ts` reads every manifest: an order outside its bands, or two
 * entries with one order in one menu or slot that can show at the same time, fail it.
 *
 * Spec part 1 §2 fixes the header's order: lobby, pokies, live, sports, VIP and promotions, then CMS pages.
 */
export interface OrderBand {
  from: number;
  to: number;
  holds: string;
}

const band = (from: number, to: number, holds: string): OrderBand => ({ from, to, holds });

export const ORDER_BANDS: Record<string, readonly OrderBand[]> = {
  // ——— menus ———
  header: [
    band(100, 399, 'games: lobby 100, pokies 200, live 300'),
    band(400, 499, 'sports betting 400'),
    band(500, 899, 'promotions and loyalty: VIP 500, activity hub 550, tournaments 600, lotteries 650, shop 700, quests 750, mystic jackpots 820'),
    band(900, 999, 'CMS top-menu pages, always last'),
  ],
  'bottom-bar': [band(100, 399, 'games: lobby 100, pokies 200, live 300'), band(400, 899, 'promotions')],
  sidebar: [
    band(100, 199, 'the player\'s games: favourites 150'),
    band(200, 899, 'promotions and loyalty: VIP 300, activity hub 350, promotions 550, tournaments 600, jackpots 680, shop 700, chance page 710'),
    band(900, 999, 'CMS top-menu pages'),
  ],
  'sidebar-bottom': [band(1, 99, 'account: profile 10, limits 12'), band(100, 199, 'support and help')],
  'footer-info': [band(100, 199, 'CMS bottom-menu pages')],
  'footer-help': [band(100, 199, 'CMS bottom-menu-help pages')],

  // ——— slots (contract names, schemas/contracts/slots.ts) ———
  'shell.top': [band(1, 99, 'compliance: notices 90')],
  'shell.belowHeader': [band(1, 999, 'banners under the header')],
  'header.actions': [
    band(1, 49, 'session facts: session timer 40'),
    band(50, 59, 'account or guest buttons 50 (one shows, by sign-in state)'),
    band(60, 99, 'notifications, gifts 60, chat'),
    band(100, 199, 'search 100'),
  ],
  'header.notice': [band(1, 999, 'the notice strip 100')],
  'header.balanceDropdown': [band(1, 99, 'balances: real, bonus and wagering 20, astrocoins 40, lottery tickets 60'), band(100, 999, 'actions: cashbox, shop')],
  'sidebar.panels': [band(1, 999, 'local time 100, VIP manager 200, installer')],
  'bottomBar.action': [band(50, 59, 'deposit or enter 50 (one shows, by sign-in state)')],
  'enter.signUpPromo': [band(100, 199, 'the promo tooltip 100')],
  'footer.columns': [band(100, 999, 'contacts 100')],
  'footer.blocks': [
    band(100, 199, 'promotions row 100'),
    band(200, 299, 'awards 200'),
    band(300, 499, 'carousels: providers 300, payments 400'),
    band(900, 999, 'trust and licence 900'),
  ],
  'footer.bottom': [band(900, 999, 'copyright 900')],
  'lobby.rows': [
    band(1, 99, 'the player\'s own rows'),
    band(100, 199, 'recently played 100'),
    band(200, 499, 'site collection rows (order from the site file)'),
    band(500, 500, 'jackpots row, fixed at 500 (spec part 2 §2)'),
    band(501, 999, 'more site collection rows and promotions'),
  ],
  'profile.level': [band(1, 999, 'VIP level')],
  'header.nicknameBadge': [band(1, 999, 'VIP badge 100')],
  'profile.gifts': [band(1, 999, 'bonuses and gifts')],
  'profile.limits': [band(1, 999, 'safer-gambling settings above the limits: reality check 100')],
  'shell.floatingWidgets': [band(1, 999, 'bookmarks, top to bottom: quests 100, wheel 200, shop 300, adventures 400, activity hub 500; installable-app notices 900 (a portal at the foot of the screen)')],
  'game.panel': [band(1, 999, 'beside the game frame: wagering and free spins 100')],
  'cashbox.withdrawNotice': [band(1, 999, 'what a withdrawal costs: bonuses erased 100')],
  'activity.hub': [band(1, 999, 'the activity hub\'s sections: adventure calendar 100, quests 200, tournaments 300, rewards shop 400')],
};
