import { formatMoney, type PluginRuntime } from '@core/index';
import type { QuestReward } from '@schemas/wire/quests';

/** A level's reward in words, in the player's currency: "€2.00 bonus", "10 free spins", "€1.00 cash". */
export function rewardText(reward: QuestReward, currency: string, runtime: Pick<PluginRuntime, 'i18n' | 'locale'>): string {
  const locale = runtime.locale.current;
  const t = (key: string, values: Record<string, unknown>) => runtime.i18n.t(`quests:reward.${key}`, { ...values, lng: locale });
  const amount = formatMoney(reward.amount_cents, currency, locale).text;
  if (reward.type === 'money') return t('money', { amount });
  if (reward.type === 'bonus') return t('bonus', { amount });
  if (reward.type === 'freespins') return t('freespins', { count: reward.freespins_count });
  return t('other', {});
}
