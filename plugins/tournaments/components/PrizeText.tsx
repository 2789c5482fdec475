import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { PromotionPrize } from '@schemas/wire/promotions';

/** A place's prize: money in the promotion's currency (`formatMoney`), free spins, or both. */
export function PrizeText({ prize, currency }: { prize: Pick<PromotionPrize, 'money_award_cents' | 'freespins_count'> | null; currency: string }) {
  const { t } = useTranslation('tournaments');
  const locale = useRuntime().locale.current;
  if (!prize || (prize.money_award_cents === 0 && prize.freespins_count === 0)) return <>—</>;
  const parts = [
    prize.money_award_cents > 0 ? formatMoney(prize.money_award_cents, currency, locale).text : null,
    prize.freespins_count > 0 ? t('prize.freespins', { count: prize.freespins_count }) : null,
  ].filter(Boolean);
  return <>{parts.join(' + ')}</>;
}
