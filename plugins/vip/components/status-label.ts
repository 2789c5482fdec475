import { VIP_STATUS_NAMES } from '@schemas/wire/vip';

/** The i18n key of a status's name (`vip:status.GOLD`); an unknown one reads as a neutral "VIP level". */
export function statusLabelKey(status: string | null | undefined): string {
  return (VIP_STATUS_NAMES as readonly string[]).includes(status ?? '') ? `status.${status}` : 'status.other';
}

/** The i18n key of a level id's name (`vip_level_3` → Silver). */
export function levelLabelKey(levelId: string): string {
  const rank = Number(/^vip_level_(\d)$/.exec(levelId)?.[1] ?? NaN) - 1;
  return statusLabelKey(VIP_STATUS_NAMES[rank]);
}
