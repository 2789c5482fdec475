import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { LootboxItem } from '@schemas/wire/lootboxes';
import { prizeParts } from '../rules/prizes';

/** An item's prize as text in the player's language: `€5 bonus`, `10 free spins`, joined; "no prize" for none. */
export function usePrizeText(): (item: LootboxItem, currency: string) => string {
  const { t } = useTranslation('lootboxes');
  const locale = useRuntime().locale.current;
  return (item, currency) => {
    const parts = prizeParts(item, currency);
    if (parts.length === 0) return t('prize.nothing');
    return parts
      .map((part) =>
        part.kind === 'bonus'
          ? t('prize.bonus', { amount: formatMoney(part.amountCents, part.currency, locale).text })
          : part.kind === 'freespins'
            ? t('prize.freespins', { count: part.count })
            : part.text,
      )
      .join(' + ');
  };
}
