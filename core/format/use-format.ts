import { formatMoney, type MoneyOptions } from '../money/format-money';
import { useRuntime } from '../react/runtime-context';
import { playerCurrency } from '../runtime/create-runtime';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatTime, type DateInput, type DateOptions, type NumberOptions } from './format';

/**
 * The formatters bound to the current locale and, for money, the player's currency (guests: the site's
 * default): `const f = useFormat(); f.money(cents)`, `f.date(player.date_of_birth)`. Components re-render
 * on a locale change through the i18n provider, so reading the locale at render time is enough.
 */
export function useFormat() {
  const runtime = useRuntime();
  const locale = runtime.locale.current;
  return {
    locale,
    money: (cents: number, currency: string = playerCurrency(runtime), options?: MoneyOptions) => formatMoney(cents, currency, locale, options).text,
    number: (value: number, options?: NumberOptions) => formatNumber(value, locale, options),
    percent: (ratio: number, options?: NumberOptions) => formatPercent(ratio, locale, options),
    date: (value: DateInput, options?: DateOptions) => formatDate(value, locale, options),
    time: (value: DateInput, options?: { seconds?: boolean; timeZone?: string }) => formatTime(value, locale, options),
    dateTime: (value: DateInput, options?: { timeZone?: string; seconds?: boolean }) => formatDateTime(value, locale, options),
  };
}
