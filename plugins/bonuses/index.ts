import { browserStorage, definePlugin } from '@core/index';
import { BONUS_OFFERS_SERVICE } from '@schemas/contracts/services';
import { bonusesManifest } from './manifest';
import { GIFT_PROMO_KEY } from './rules/gift-promocode';

const carriesGiftCode = (search: string) => /[?&]giftPromocode=/.test(search);

/**
 * Binds the gifts tab, header button, balance lines, game panel, withdrawal notice, promotions page, CMS blocks,
 * live events and the offers service. Wiring only (fast first visit): no schema and no component is imported here;
 * each loads on first use, the realtime handlers with their schemas on the channel's first event.
 */
export default definePlugin(bonusesManifest, (api) => {
  const promotions = () => import('./components/PromotionList');
  api.implement({
    routes: { promotions: () => import('./pages/PromotionsPage') },
    slots: {
      gifts: () => import('./components/GiftsTab'),
      // Signed-in first paint: in a player's boot script (`player-<id>` chunk), so the header draws at once.
      'header-gifts': () => import(/* webpackChunkName: "player-bonuses" */ './components/HeaderGiftsButton'),
      'balance-lines': () => import('./components/BalanceLines'),
      'game-panel': () => import('./components/GamePanel'),
      'withdraw-notice': () => import('./components/WithdrawNotice'),
    },
    placeholders: {
      DepositGifts: () => import('./components/DepositGifts'),
      PromoSlider: () => import('./components/PromoSlider'),
      PromotionList: promotions,
    },
    realtime: {
      bonuses: { load: () => import('./live/bonus-events') },
      freespins: { load: () => import('./live/freespins-events') },
    },
  });

  // Other screens' offers (sign-up, the cashbox's deposit with bonus): the calls and schemas load on the first ask.
  api.expose(BONUS_OFFERS_SERVICE, (runtime) => ({
    registrationOffers: (currency) => import('./offers-service').then((offers) => offers.registrationOffers(runtime, currency)),
    depositOffers: (currency, amountCents) => import('./offers-service').then((offers) => offers.depositOffers(runtime, currency, amountCents)),
  }));

  // Spec part 2 §4: a gift code in the address is kept for the gifts tab; main leads a player there.
  api.onRouteChange((event, runtime) => {
    const storage = browserStorage('session');
    if (!carriesGiftCode(runtime.navigation.current().search) && !storage?.getItem(GIFT_PROMO_KEY)) return;
    void import('./lifecycle/gift-promocode').then(({ followGiftPromocode }) => followGiftPromocode(runtime, event.path, storage));
  });
  api.onLogin((_event, runtime) => {
    const storage = browserStorage('session');
    if (!storage?.getItem(GIFT_PROMO_KEY) || runtime.navigation.current().pathname !== runtime.href(runtime.pathOf('main'))) return;
    void import('./lifecycle/gift-promocode').then(({ leadToGifts }) => leadToGifts(runtime, storage));
  });
});
