import { ApiError, definePluginState, type PluginRuntime } from '@core/index';
import { playerCompPointsSchema } from '@schemas/wire/comp-points';
import { subscriptionsSchema, vipManagerSchema, vipStatusProgressSchema, type SubscriptionTier } from '@schemas/wire/vip';
import { vipManifest } from './manifest';
import { readProgramConfig } from './rules/program-config';

/** The answer of `PUT /api/subscriptions` as the page needs it (§8: already subscribed has its own message). */
export type SubscribeOutcome = { ok: true } | { ok: false; reason: 'already_subscribed' | 'tier_not_available' | 'failed' };

/** VIP calls (schemas/wire/vip.ts), every answer read with its wire schema; lists item by item. */
export function createVipApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    progress: () => http.request({ path: '/jam/vip_status_progress', schema: vipStatusProgressSchema, code: 'LOAD_VIP_STATUS_PROGRESS' }),
    /** fe-config `vip-program-config` (the core loads each document once; null when missing). */
    program: async () => readProgramConfig(await runtime.feConfig('vip-program-config')),
    subscriptions: () => http.request({ path: '/api/subscriptions', schema: subscriptionsSchema, code: 'LOAD_SUBSCRIPTIONS' }),
    async subscribe(tier: SubscriptionTier): Promise<SubscribeOutcome> {
      try {
        await http.request({ method: 'put', path: '/api/subscriptions', json: { tier }, schema: subscriptionsSchema, code: 'SUBSCRIBE' });
        return { ok: true };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return { ok: false, reason: 'already_subscribed' };
        if (error instanceof ApiError && error.status === 403) return { ok: false, reason: 'tier_not_available' };
        return { ok: false, reason: 'failed' };
      }
    },
    /** Spec part 1 §7: the VIP managers of the player's groups. */
    managers: (userGroups: readonly number[]) =>
      http.requestList({ method: 'post', path: '/api/fe/config/managers', json: { userGroups }, item: vipManagerSchema, code: 'LOAD_MANAGERS' }),
    /** The profile level tab's points (spec §9: points over max persistent points), comp-points' wire schema. */
    persistentPoints: async () => (await http.request({ path: '/api/player/comp_points', schema: playerCompPointsSchema, code: 'LOAD_COMP_POINTS' })).persistent.points,
  };
}
export type VipApi = ReturnType<typeof createVipApi>;

/** Built on first use by the lazy pages and blocks, so the schemas load with them, not with the entry. */
export const vipApiState = definePluginState(vipManifest, ({ runtime }) => createVipApi(runtime), { lifetime: 'runtime' });
