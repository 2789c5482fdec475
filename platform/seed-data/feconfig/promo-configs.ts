/** Demo documents for the promo-facing fe-config keys (shapes in schemas/feconfig/promotions.schema.ts). */
export const managePromotionPages = {
  testerGroups: [21, 916],
  pages: [
    { slug: 'tournaments', enabled: true, order: 1 },
    { slug: 'lotteries', enabled: true, order: 2 },
    { slug: 'rocket-mart', enabled: true, order: 3 },
    { slug: 'rocket-chance', enabled: false, order: 4 },
    { slug: 'aquanova-odyssey', enabled: true, groups: [257, 258, 259, 255, 759], order: 5 },
    { slug: 'rocketmart-wheel', enabled: true, order: 6 },
    { slug: 'rocketplay-wheel', enabled: true, groups: [543], order: 7 },
    { slug: 'action', enabled: true, order: 8 },
  ],
};

export const disabledBonuses = {
  group_keys: ['legacy_reload_2023'],
  byGroups: [{ groups: [100], group_keys: ['welcome_pack', 'weekly_reload'] }],
};

export const modifyGiftsConfig = {
  gifts: {
    welcome_pack: { title: 'Welcome pack', image: '/previews/banners/welcome-pack.svg', order: 1 },
    weekly_reload: { order: 2, variables: { max_bonus: { EUR: 30_000, CAD: 45_000, AUD: 50_000 } } }, // minor units
    vip_program_birthday: { title: 'Birthday gift', hideTimer: true, order: 3 },
  },
};

export const excludedPromoStags = { stags: ['aff_noPromo_1', 'aff_cashback_only', 'seo_brand_protect'] };

export const additionalGifts = {
  gifts: [
    {
      id: 'vip-birthday',
      group_key: 'vip_program_birthday',
      title: 'Birthday gift',
      description: 'A personal gift from your VIP manager on your birthday: {birthday_gift}.',
      image: '/previews/banners/vip-birthday.svg',
      groups: [258, 259, 255, 759],
      variables: { birthday_gift: { EUR: 5_000, CAD: 7_500, AUD: 8_000, NZD: 8_500, NOK: 55_000 } }, // minor units
    },
    {
      id: 'app-install',
      group_key: 'vip_program_app_install',
      title: '20 free spins for installing the app',
      description: 'Install the app from the menu and find 20 free spins in your gifts.',
      link: '/profile/gifts',
    },
  ],
};
