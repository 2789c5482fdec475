import type { Db } from '../../db/database';
import { friendlyMinorUnits } from '../info/public';
import { WALLET_CURRENCIES } from '../wallet/public';
import type { NewLootboxItem } from './issue';
import type { PrizeBonus } from './prize-terms';

/**
 * The demo's lootbox definitions. Spec part 2 §9: weights such as 5000, 2000, 1400, 820, 470, 50, 10 and wagers 3,
 * 25 or 30 (the ids and weights of the spec's mock data are mock data; these are ours). Amounts are stated in
 * euros and made friendly per wallet currency (info's friendlyMinorUnits), as the bonus definitions are.
 */
export const TREASURE_CHEST = 'treasure_chest';

/** Euros as minor units of every wallet currency. */
export function perCurrency(eur: number): Record<string, number> {
  return Object.fromEntries(
    WALLET_CURRENCIES.flatMap((currency) => {
      const cents = friendlyMinorUnits(eur, currency);
      return cents === null ? [] : [[currency, cents]];
    }),
  );
}

/** Free spins whose winnings become a bonus to wager `wager` times, at most `maxWinEur` converting. */
export const freeSpins = (count: number, wager: number, maxWinEur: number): PrizeBonus => ({
  title: `${count} free spins`,
  type: 'freespins',
  attributes: { freespins_count: count },
  result_bonus: { wager, max_win: perCurrency(maxWinEur) },
});

/** Bonus money to wager `wager` times, at most `maxWinEur` converting. `{amount}` is filled in the box's currency. */
export const bonusMoney = (eur: number, wager: number, maxWinEur: number): PrizeBonus => ({
  title: '{amount} bonus',
  type: 'bonus',
  attributes: { bonus_amount: perCurrency(eur) },
  result_bonus: { wager, max_win: perCurrency(maxWinEur) },
});

const item = (prize: string, weight: number, bonus: PrizeBonus): NewLootboxItem => ({ prize, title: bonus.title, weight, bonuses: [bonus] });

export const TREASURE_CHEST_ITEMS: readonly NewLootboxItem[] = [
  item('fs-10', 5000, freeSpins(10, 30, 50)),
  item('bonus-2', 2000, bonusMoney(2, 25, 20)),
  item('fs-25', 1400, freeSpins(25, 30, 100)),
  item('bonus-5', 820, bonusMoney(5, 25, 50)),
  item('fs-50', 470, freeSpins(50, 30, 200)),
  item('bonus-50', 50, bonusMoney(50, 3, 500)),
  item('bonus-250', 10, bonusMoney(250, 3, 2_500)),
];

/** Re-runnable: a definition already there, by key, is left as it is (an operator may have edited it). */
export function seedLootboxDefinitions(db: Db, now: string) {
  const inserted = db
    .prepare("INSERT OR IGNORE INTO lootbox_definitions (key, title, group_key, valid_days, created_at) VALUES (?, 'Treasure chest', 'lootbox', 7, ?)")
    .run(TREASURE_CHEST, now);
  if (inserted.changes === 0) return;
  const id = Number(inserted.lastInsertRowid);
  const insertItem = db.prepare('INSERT INTO lootbox_definition_items (definition_id, position, prize, title, weight, prize_bonuses) VALUES (?, ?, ?, ?, ?, ?)');
  TREASURE_CHEST_ITEMS.forEach((entry, position) => insertItem.run(id, position, entry.prize, entry.title, entry.weight, JSON.stringify(entry.bonuses)));
}
