import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../../../config/currencies';
import type { Db } from '../../db/database';
import { displayAmount, friendlyMinorUnits } from '../info/public';

/**
 * The demo offers: three per fiat currency (welcome for the first deposit, reload, high roller), one that
 * only the deposit bonus code CROUPIER unlocks (spec §4 deposit promo code flow), and one per crypto
 * currency. Amounts are stated in euros and made friendly per currency (info's friendlyMinorUnits), so
 * the euro offer reads "up to €500" and the krone one "up to NOK 5,000".
 */
interface OfferPlan {
  key: string;
  percent: number;
  /** Euros, before friendly conversion. */
  max: number;
  min: number;
  wager: number;
  freespins: number;
  firstDepositOnly: boolean;
  promoCode: string | null;
  title: (max: string, min: string) => string;
  description: (max: string, min: string) => string;
}

const freespins = (n: number) => (n > 0 ? ` + ${n} free spins` : '');

const FIAT_OFFERS: readonly OfferPlan[] = [
  {
    key: 'welcome', percent: 100, max: 500, min: 20, wager: 35, freespins: 100, firstDepositOnly: true, promoCode: null,
    title: (max) => `Welcome 100% up to ${max}${freespins(100)}`,
    description: (_max, min) => `Your first deposit doubled, from ${min}. Wager the bonus 35 times within 30 days; the free spins come with the bonus.`,
  },
  {
    key: 'reload', percent: 50, max: 200, min: 20, wager: 30, freespins: 0, firstDepositOnly: false, promoCode: null,
    title: (max) => `Reload 50% up to ${max}`,
    description: (_max, min) => `Half of every deposit from ${min} on top. Wager the bonus 30 times within 14 days.`,
  },
  {
    key: 'high_roller', percent: 25, max: 1000, min: 500, wager: 30, freespins: 0, firstDepositOnly: false, promoCode: null,
    title: (max, min) => `High roller 25% up to ${max} from ${min}`,
    description: (_max, min) => `For deposits of ${min} or more. Wager the bonus 30 times within 14 days.`,
  },
  {
    key: 'code_croupier', percent: 150, max: 300, min: 20, wager: 40, freespins: 50, firstDepositOnly: false, promoCode: 'CROUPIER',
    title: (max) => `Code CROUPIER: 150% up to ${max}${freespins(50)}`,
    description: (_max, min) => `Unlocked by the promo code CROUPIER, from ${min}. Wager the bonus 40 times within 14 days.`,
  },
];

const CRYPTO_OFFER: OfferPlan = {
  key: 'crypto_boost', percent: 75, max: 300, min: 20, wager: 35, freespins: 0, firstDepositOnly: false, promoCode: null,
  title: (max) => `Crypto boost 75% up to ${max}`,
  description: (_max, min) => `For crypto deposits from ${min}. Wager the bonus 35 times within 14 days.`,
};

/** The definition holding an offer's terms beyond the match (seed-definitions.ts): `deposit_welcome`, … */
export const offerDefinitionKey = (offerKey: string) => `deposit_${offerKey}`;

export const FIAT_OFFER_KEYS = FIAT_OFFERS.map((plan) => plan.key);
export const CRYPTO_OFFER_KEY = CRYPTO_OFFER.key;

export function seedDepositBonusOffers(db: Db) {
  // Offers seeded before the engine get their definition too (re-runnable: only where none is set).
  const link = db.prepare('UPDATE deposit_bonus_offers SET definition_key = ? WHERE code = ? AND definition_key IS NULL');
  const insert = db.prepare(
    `INSERT OR IGNORE INTO deposit_bonus_offers
       (code, currency, title, description, percent, max_amount_cents, min_deposit_cents, wager_multiplier, freespins_count, first_deposit_only, promo_code, position)
     VALUES (@code, @currency, @title, @description, @percent, @max, @min, @wager, @freespins, @first, @promo, @position)`,
  );
  const add = (plan: OfferPlan, currency: string, position: number) => {
    const max = friendlyMinorUnits(plan.max, currency);
    const min = friendlyMinorUnits(plan.min, currency);
    if (max === null || min === null) return;
    const [maxText, minText] = [displayAmount(max, currency), displayAmount(min, currency)];
    insert.run({
      code: `${plan.key}:${currency}`, currency, title: plan.title(maxText, minText), description: plan.description(maxText, minText),
      percent: plan.percent, max, min, wager: plan.wager, freespins: plan.freespins, first: plan.firstDepositOnly ? 1 : 0, promo: plan.promoCode, position,
    });
    link.run(offerDefinitionKey(plan.key), `${plan.key}:${currency}`);
  };
  for (const currency of FIAT_CURRENCIES) FIAT_OFFERS.forEach((plan, i) => add(plan, currency, i));
  for (const currency of CRYPTO_CURRENCIES) add(CRYPTO_OFFER, currency, 0);
}
