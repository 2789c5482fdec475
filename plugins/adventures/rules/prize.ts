import { variableText } from '@core/index';
import type { AdventureDayConfig } from '@schemas/wire/adventures';

export type PrizeView = { kind: 'freespins'; count: number } | { kind: 'bonus'; amount: string | null } | { kind: 'none' };

/**
 * What a day gives, for its card: free spins by count, or the bonus with its amount text from the day's variables
 * (spec §3: `prize.bonus` names `{variable}`s, `variables` hold per currency a text or an amount in minor units — the
 * player's currency, else EUR — formatted in the player's locale).
 */
export function prizeView(day: Pick<AdventureDayConfig, 'prize' | 'variables'>, currency: string, locale: string): PrizeView {
  if (day.prize.fs && day.prize.fs > 0) return { kind: 'freespins', count: day.prize.fs };
  if (!day.prize.bonus) return { kind: 'none' };
  const names = [...day.prize.bonus.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  for (const name of names) {
    const values = day.variables[name];
    const text = values && (currency in values || 'EUR' in values) ? variableText(values, currency, locale) : undefined;
    if (text) return { kind: 'bonus', amount: text };
  }
  return { kind: 'bonus', amount: null };
}
