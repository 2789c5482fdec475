import type { TFunction } from 'i18next';
import { formatMoney, formatNumber, type PluginRuntime } from '@core/index';
import type { CompRate, CompRateType } from '@schemas/wire/comp-points';

/** Astrocoins as a whole number with the locale's grouping (12 000, 12,000). */
export const formatPoints = (points: number, locale: string) => formatNumber(points, locale, { maximumFractionDigits: 0 });

/** What one card gives, in words: an amount, spins, a box, tickets. */
export function rewardText(type: CompRateType, rate: CompRate, runtime: PluginRuntime, t: TFunction, quantity = 1): string {
  switch (type) {
    case 'money':
      return rate.amount_cents === null ? t('reward.money') : formatMoney(rate.amount_cents * quantity, rate.currency, runtime.locale.current).text;
    case 'freespins':
      return t('reward.freespins', { count: (rate.freespins_count ?? 0) * quantity });
    case 'lootboxes':
      return t('reward.lootboxes', { count: quantity });
    case 'lotteries':
      return t('reward.tickets', { count: quantity });
  }
}
