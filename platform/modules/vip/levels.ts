/**
 * The VIP ladder (spec part 2 §3, §4, §9): six statuses in order, each with its tier id (the status id the
 * player's `statuses` and the VIP groups use) and the quarter sums that reach it. The per-currency bases are
 * the spec's thresholds (§9); a currency without one uses the documented fallback (§8: deposit 900000, bets
 * 9000000 cents). Each step up doubles the base (Bronze ×1, Silver ×2 … Diamond ×16), so a Bronze → Silver
 * quarter costs twice an Iron → Bronze one. Diamond is the life-long top tier: it is never lost, and its
 * progress runs to its save target (its own threshold) and stops there.
 */
export interface VipLevel {
  /** `vip_level_1` … `vip_level_6`. */
  key: string;
  statusId: number;
  /** Upper-case name as `/jam/vip_status_progress` answers it (`BRONZE`). */
  name: string;
  /** Multiple of the currency's base thresholds that reaches this level in a quarter (Iron: nothing). */
  factor: number;
}

export const VIP_LEVELS: readonly VipLevel[] = [
  { key: 'vip_level_1', statusId: 1117, name: 'IRON', factor: 0 },
  { key: 'vip_level_2', statusId: 257, name: 'BRONZE', factor: 1 },
  { key: 'vip_level_3', statusId: 258, name: 'SILVER', factor: 2 },
  { key: 'vip_level_4', statusId: 259, name: 'GOLD', factor: 4 },
  { key: 'vip_level_5', statusId: 255, name: 'PLATINUM', factor: 8 },
  { key: 'vip_level_6', statusId: 759, name: 'DIAMOND', factor: 16 },
];

export const IRON = VIP_LEVELS[0]!;
export const DIAMOND = VIP_LEVELS[VIP_LEVELS.length - 1]!;

/** The base (Iron → Bronze) quarter sums per currency, §9 (bet sum / deposit sum in cents). */
export const VIP_BASE_THRESHOLDS: Readonly<Record<string, { betCents: number; depositCents: number }>> = {
  USD: { betCents: 6_000_000, depositCents: 600_000 },
  AUD: { betCents: 9_000_000, depositCents: 900_000 },
  CAD: { betCents: 9_000_000, depositCents: 900_000 },
  NZD: { betCents: 9_000_000, depositCents: 900_000 },
  BRL: { betCents: 30_000_000, depositCents: 3_000_000 },
};

/** §8: what a currency without thresholds of its own uses. */
export const FALLBACK_THRESHOLDS = { betCents: 9_000_000, depositCents: 900_000 } as const;

export function baseThresholds(currency: string): { betCents: number; depositCents: number } {
  return VIP_BASE_THRESHOLDS[currency] ?? FALLBACK_THRESHOLDS;
}

/** The quarter sums that reach `level` in `currency`. */
export function thresholdsFor(level: VipLevel, currency: string): { betCents: number; depositCents: number } {
  const base = baseThresholds(currency);
  return { betCents: base.betCents * level.factor, depositCents: base.depositCents * level.factor };
}

export const levelIndex = (statusId: number): number => {
  const index = VIP_LEVELS.findIndex((l) => l.statusId === statusId);
  return index === -1 ? 0 : index;
};

export const levelOf = (statusId: number): VipLevel => VIP_LEVELS[levelIndex(statusId)]!;

export const nextLevel = (level: VipLevel): VipLevel | null => VIP_LEVELS[VIP_LEVELS.indexOf(level) + 1] ?? null;

/** The highest level whose deposit and bet thresholds the quarter's sums both meet (Iron when none). */
export function levelReachedBy(sums: { depositCents: number; betCents: number }, currency: string): VipLevel {
  let reached = IRON;
  for (const level of VIP_LEVELS.slice(1)) {
    const t = thresholdsFor(level, currency);
    if (sums.depositCents >= t.depositCents && sums.betCents >= t.betCents) reached = level;
  }
  return reached;
}
