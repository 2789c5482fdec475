import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { WheelSegment } from '@schemas/wire/wheel-config';

/**
 * A segment's label in the player's language, as two lines for the wheel (`€5` / `bonus`, `10` / `free spins`) and
 * as one for text (`€5 bonus`). Bonus money shows in the player's currency; a segment without an amount in it, and
 * comp points and types this client does not know, show the operator's title.
 */
export function useSegmentText() {
  const { t } = useTranslation('wheel');
  const locale = useRuntime().locale.current;
  const lines = (segment: WheelSegment, currency: string): [string, string] => {
    const amount = segment.amount_cents[currency];
    if (segment.type === 'bonus' && amount !== undefined) return [formatMoney(amount, currency, locale).text.replace(/[.,]00(?=\D*$)/, ''), t('segment.bonus')];
    if (segment.type === 'freespins' && segment.freespins_count) return [String(segment.freespins_count), t('segment.freespins', { count: segment.freespins_count })];
    if (segment.type === 'nothing') return [t('segment.nothing'), ''];
    // Operator text (comp points, a type this client does not know): a leading number big, the rest below it.
    const numbered = /^([\d.,\s]*\d)\s+(.+)$/.exec(segment.title);
    return numbered ? [numbered[1]!, numbered[2]!] : [segment.title, ''];
  };
  const text = (segment: WheelSegment, currency: string): string => {
    const amount = segment.amount_cents[currency];
    if (segment.type === 'bonus' && amount !== undefined) return t('prize.bonus', { amount: formatMoney(amount, currency, locale).text });
    if (segment.type === 'freespins' && segment.freespins_count) return t('prize.freespins', { count: segment.freespins_count });
    if (segment.type === 'nothing') return t('prize.nothing');
    return segment.title;
  };
  return { lines, text };
}
