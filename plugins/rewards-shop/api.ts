import * as z from 'zod/mini';
import { ApiError, definePluginState, type PluginRuntime } from '@core/index';
import {
  compExchangeRefusalSchema,
  compExchangeResultSchema,
  compRateCardSchema,
  playerCompPointsSchema,
  type CompExchangeResult,
  type CompRateType,
} from '@schemas/wire/comp-points';
import { rewardsShopManifest } from './manifest';

/** What an exchange body carries (schemas/wire/comp-points.ts `compExchangeRequestSchema`). */
export type ExchangeBody = { group: string; points?: number; currency?: string; tickets_count?: number; lottery_id?: number };

export type ExchangeAnswer =
  | { ok: true; result: CompExchangeResult }
  /** `insufficient`: the platform counted fewer points (another tab spent them); `failed`: any other refusal or error. */
  | { ok: false; kind: 'insufficient'; missing: number }
  | { ok: false; kind: 'failed'; reason: string | null };

/**
 * Comp points calls (schemas/wire/comp-points.ts), every answer read with the tolerant wire schemas; rates lists
 * item by item, so one odd card is dropped and logged, not the shop.
 */
export function createShopApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    points: () => http.request({ path: '/api/player/comp_points', schema: playerCompPointsSchema, code: 'LOAD_COMP_POINTS' }),
    rates: (type: CompRateType) => http.requestList({ path: `/api/comp_points/rates/${type}`, item: compRateCardSchema, code: 'LOAD_COMP_RATES' }),
    async exchange(type: CompRateType, body: ExchangeBody): Promise<ExchangeAnswer> {
      try {
        const result = await http.request({ method: 'post', path: `/api/comp_points/exchange/${type}`, json: { exchange: body }, schema: compExchangeResultSchema, code: 'COMP_POINTS_EXCHANGE' });
        return { ok: true, result };
      } catch (error) {
        if (!(error instanceof ApiError)) return { ok: false, kind: 'failed', reason: null };
        const refusal = z.safeParse(compExchangeRefusalSchema, error.data);
        const reason = refusal.success ? (refusal.data.errors.base[0] ?? null) : null;
        if (reason === 'insufficient_points' && refusal.success) return { ok: false, kind: 'insufficient', missing: refusal.data.missing_points ?? 0 };
        return { ok: false, kind: 'failed', reason };
      }
    },
    enableBonuses: () =>
      http.request({ method: 'patch', path: '/api/player/update_bonus_settings', json: { settings: { can_issue: true } }, schema: z.unknown(), code: 'UPDATE_BONUS_SETTINGS' }),
  };
}

/** Built on first use by the lazy pages and blocks, so the schemas load with them, not with the entry. */
export const shopApiState = definePluginState(rewardsShopManifest, ({ runtime }) => createShopApi(runtime), { lifetime: 'runtime' });
