import { SLOT_STAKE_STEP } from '../../../schemas/wire/game-session';
import type { Db } from '../../db/database';
import { displayAmount, friendlyMinorUnits } from '../info/public';
import { WALLET_CURRENCIES } from '../wallet/public';
import { slotGames } from './seed-games';
import { CRYPTO_OFFER_KEY, FIAT_OFFER_KEYS, offerDefinitionKey } from './seed-offers';
import { DEFAULT_CONTRIBUTIONS } from './wagering-rules';

/**
 * The demo's bonus definitions, one per wallet currency each, amounts stated in euros and made friendly per
 * currency (info's friendlyMinorUnits): registration (€10 + 20 free spins), no-deposit (€5), a free-spins gift,
 * weekly cashback (10% of net real losses, wager-free), a `vip_program_` gift, the promo code and coupon gifts,
 * tournament and lottery prize spins, and the terms of each deposit offer. Re-runnable: `INSERT OR IGNORE` by
 * (key, currency).
 */
interface Plan {
  key: string;
  title: (amount: string) => string;
  description: (amount: string, maxWin: string) => string;
  groupKey: string;
  /** Euros. */
  amount?: number;
  percent?: number;
  minBase?: number;
  maxAmount?: number;
  wager: number;
  maxWinMultiplier?: number;
  activatableDays: number;
  validDays: number;
  freespins?: { count: number; games: { from: number; count: number }; wager: number; maxWin?: number };
}

/** Euros of one free spin's stake. */
const FREESPIN_BET_EUR = 0.2;

const PLANS: readonly Plan[] = [
  {
    key: 'registration', groupKey: 'registration', amount: 10, wager: 30, maxWinMultiplier: 10, activatableDays: 7, validDays: 7,
    freespins: { count: 20, games: { from: 0, count: 3 }, wager: 30, maxWin: 100 },
    title: (amount) => `Welcome gift ${amount}`,
    description: (amount, maxWin) => `Sign up and get ${amount} and 20 free spins. Wager the bonus 30 times within 7 days of activating it; up to ${maxWin} becomes real money.`,
  },
  {
    key: 'no_deposit', groupKey: 'no_deposit', amount: 5, wager: 40, maxWinMultiplier: 10, activatableDays: 5, validDays: 5,
    title: (amount) => `No-deposit gift ${amount}`,
    description: (amount, maxWin) => `${amount} to play with, no deposit needed. Wager it 40 times within 5 days; up to ${maxWin} becomes real money.`,
  },
  {
    key: 'freespins_gift', groupKey: 'freespins', wager: 0, activatableDays: 7, validDays: 3,
    freespins: { count: 25, games: { from: 3, count: 2 }, wager: 35, maxWin: 50 },
    title: () => '25 free spins',
    description: () => 'Free spins on our featured slots. Winnings become a bonus to wager 35 times.',
  },
  {
    key: 'cashback', groupKey: 'cashback', percent: 10, minBase: 10, maxAmount: 500, wager: 0, activatableDays: 7, validDays: 7,
    title: () => 'Weekly cashback 10%',
    description: () => 'Every Monday, 10% of last week’s net real-money losses back, no wagering.',
  },
  {
    key: 'vip_reload', groupKey: 'vip_program_reload', amount: 25, wager: 10, activatableDays: 14, validDays: 14,
    title: (amount) => `VIP programme gift ${amount}`,
    description: (amount) => `A thank-you from the VIP programme: ${amount}, wager it 10 times within 14 days.`,
  },
  {
    key: 'promo_spin50', groupKey: 'promo', wager: 0, activatableDays: 7, validDays: 7,
    freespins: { count: 50, games: { from: 5, count: 2 }, wager: 30 },
    title: () => 'SPIN50: 50 free spins',
    description: () => 'The SPIN50 campaign: 50 free spins, winnings wagered 30 times.',
  },
  {
    key: 'coupon_gift', groupKey: 'coupon', amount: 15, wager: 25, maxWinMultiplier: 10, activatableDays: 14, validDays: 7,
    title: (amount) => `Coupon gift ${amount}`,
    description: (amount, maxWin) => `Your coupon: ${amount}, wager it 25 times within 7 days; up to ${maxWin} becomes real money.`,
  },
  {
    key: 'testers_gift', groupKey: 'promo', amount: 25, wager: 5, activatableDays: 7, validDays: 7,
    title: (amount) => `Testers’ gift ${amount}`,
    description: (amount) => `For the testers group: ${amount}, wager it 5 times.`,
  },
  {
    key: 'prize_freespins', groupKey: 'promotions', wager: 0, activatableDays: 14, validDays: 7,
    freespins: { count: 0, games: { from: 0, count: 3 }, wager: 30 },
    title: () => 'Prize free spins',
    description: () => 'Free spins won in a tournament or a lottery.',
  },
];

/** The terms of each deposit offer (the match itself is the offer's); the welcome spins play on three slots. */
const DEPOSIT_PLANS: readonly Plan[] = [
  ...FIAT_OFFER_KEYS.map((key): Plan => {
    const spins = key === 'welcome' ? 100 : key === 'code_croupier' ? 50 : 0;
    return {
      key: offerDefinitionKey(key), groupKey: 'deposit', wager: 0, activatableDays: 30, validDays: key === 'welcome' ? 30 : 14,
      ...(spins > 0 ? { freespins: { count: spins, games: { from: 0, count: 3 }, wager: 35 } } : {}),
      title: () => 'Deposit bonus',
      description: () => 'The bonus of a deposit.',
    };
  }),
  { key: offerDefinitionKey(CRYPTO_OFFER_KEY), groupKey: 'deposit', wager: 0, activatableDays: 30, validDays: 14, title: () => 'Deposit bonus', description: () => 'The bonus of a deposit.' },
];

/** A free spin's stake in a currency: a friendly €0.20, whole line bets on every slot family (SLOT_STAKE_STEP). */
function freespinBet(currency: string): number | null {
  const cents = friendlyMinorUnits(FREESPIN_BET_EUR, currency);
  if (cents === null) return null;
  return Math.max(SLOT_STAKE_STEP, Math.round(cents / SLOT_STAKE_STEP) * SLOT_STAKE_STEP);
}

export function seedDefinitions(db: Db) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO bonus_definitions
       (key, currency, title, description, group_key, amount_cents, percent, min_base_cents, max_amount_cents, wager_multiplier, max_win_multiplier,
        contributions, activatable_days, valid_days, freespins_count, freespins_bet_cents, freespins_games, freespins_title, freespins_wager_multiplier,
        freespins_max_win_cents)
     VALUES (@key, @currency, @title, @description, @groupKey, @amount, @percent, @minBase, @maxAmount, @wager, @maxWinMultiplier,
        @contributions, @activatableDays, @validDays, @freespins, @bet, @games, @freespinsTitle, @freespinsWager, @freespinsMaxWin)`,
  );
  const money = (eur: number | undefined, currency: string) => (eur === undefined ? null : friendlyMinorUnits(eur, currency));
  for (const currency of WALLET_CURRENCIES) {
    for (const plan of [...PLANS, ...DEPOSIT_PLANS]) {
      const amount = money(plan.amount, currency) ?? 0;
      const maxWin = plan.maxWinMultiplier ? amount * plan.maxWinMultiplier : null;
      const games = plan.freespins ? slotGames(plan.freespins.games.from, plan.freespins.games.count) : [];
      const bet = plan.freespins ? freespinBet(currency) : null;
      const spins = plan.freespins && bet !== null ? plan.freespins.count : 0;
      const text = displayAmount(amount, currency);
      insert.run({
        key: plan.key,
        currency,
        title: plan.title(text),
        description: plan.description(text, maxWin === null ? '' : displayAmount(maxWin, currency)),
        groupKey: plan.groupKey,
        amount,
        percent: plan.percent ?? null,
        minBase: money(plan.minBase, currency) ?? 0,
        maxAmount: money(plan.maxAmount, currency),
        wager: plan.wager,
        maxWinMultiplier: plan.maxWinMultiplier ?? null,
        contributions: JSON.stringify(DEFAULT_CONTRIBUTIONS),
        activatableDays: plan.activatableDays,
        validDays: plan.validDays,
        freespins: spins,
        bet: spins > 0 || plan.key === 'prize_freespins' ? bet : null,
        games: JSON.stringify(games.map((g) => g.identifier)),
        freespinsTitle: plan.freespins && games[0] ? `${plan.freespins.count || ''} free spins on ${games[0].title}`.trim() : null,
        freespinsWager: plan.freespins?.wager ?? 0,
        freespinsMaxWin: plan.freespins?.maxWin === undefined ? null : money(plan.freespins.maxWin, currency),
      });
    }
  }
}
