import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import {
  codeRedemptionSchema,
  playerBonusSchema,
  playerFreespinsSchema,
  receivedBonusSchema,
  registrationBonusOfferSchema,
  type CodeRedemption,
  type PlayerBonus,
  type PlayerFreespins,
} from '@schemas/wire/bonuses';
import { depositBonusOfferSchema } from '@schemas/wire/money';
import { bonusesManifest } from './manifest';

/** Writes whose answer the client reads if it can: another platform of the family may answer nothing. */
const anyAnswer = z.unknown();
const parsedOr = <T>(schema: z.ZodMiniType<T>, answer: unknown): T | null => {
  const parsed = z.safeParse(schema, answer);
  return parsed.success ? parsed.data : null;
};

/**
 * Every bonus call (spec part 2 §7, WIRE.md "Bonuses"), answers read with `schemas/wire/bonuses.ts`, lists item by
 * item (one odd gift is dropped and logged, not the tab). Failures are logged by the client under their codes
 * (`LOAD_BONUSES_ERROR`, `ACTIVATE_BONUS_ERROR`, …) and rethrown for the screen to show.
 */
export function createBonusesApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    bonuses: () => http.requestList({ path: '/api/player/bonuses', item: playerBonusSchema, code: 'LOAD_BONUSES' }),
    freespins: () => http.requestList({ path: '/api/player/freespins', item: playerFreespinsSchema, code: 'LOAD_FREESPINS' }),
    received: () => http.requestList({ path: '/api/v2/bonuses', item: receivedBonusSchema, code: 'LOAD_RECEIVED_BONUSES' }),
    registrationOffers: (currency: string) =>
      http.requestList({ path: '/api/bonuses/registration', searchParams: { currency }, item: registrationBonusOfferSchema, code: 'LOAD_REGISTRATION_BONUSES' }),
    depositOffers: (currency: string, amountCents?: number) =>
      http.requestList({
        path: '/api/bonuses/deposit',
        searchParams: amountCents === undefined ? { currency } : { currency, amount_cents: amountCents },
        item: depositBonusOfferSchema,
        code: 'LOAD_DEPOSIT_BONUSES',
      }),
    /** Answers the bonus as it now stands (`null` when the platform answered something else: read the list again). */
    activateBonus: async (id: string): Promise<PlayerBonus | null> =>
      parsedOr(playerBonusSchema, await http.request({ method: 'post', path: `/api/player/bonuses/${encodeURIComponent(id)}/activation`, schema: anyAnswer, code: 'ACTIVATE_BONUS' })),
    activateFreespins: async (id: string): Promise<PlayerFreespins | null> =>
      parsedOr(playerFreespinsSchema, await http.request({ method: 'post', path: `/api/player/freespins/${encodeURIComponent(id)}/activation`, schema: anyAnswer, code: 'ACTIVATE_FREESPINS' })),
    cancelBonus: async (id: string): Promise<PlayerBonus | null> =>
      parsedOr(playerBonusSchema, await http.request({ method: 'delete', path: `/api/player/bonuses/${encodeURIComponent(id)}`, schema: anyAnswer, code: 'CANCEL_BONUS' })),
    cancelFreespins: async (id: string): Promise<PlayerFreespins | null> =>
      parsedOr(playerFreespinsSchema, await http.request({ method: 'delete', path: `/api/player/freespins/${encodeURIComponent(id)}`, schema: anyAnswer, code: 'CANCEL_FREESPINS' })),
    /** A campaign code; the answer says what it issued (`null`: accepted, but the platform did not say what). */
    promoCode: async (code: string): Promise<CodeRedemption | null> =>
      parsedOr(codeRedemptionSchema, await http.request({ method: 'post', path: '/api/v2/bonuses/promo-code', json: { code }, schema: anyAnswer, code: 'ACTIVATE_PROMO_CODE' })),
    coupon: async (code: string): Promise<CodeRedemption | null> =>
      parsedOr(codeRedemptionSchema, await http.request({ method: 'post', path: '/api/bonuses/coupon', json: { coupon_code: code }, schema: anyAnswer, code: 'ACTIVATE_COUPON' })),
  };
}
export type BonusesApi = ReturnType<typeof createBonusesApi>;

/** Built on first use by the lazy screens, actions and the offers service: the wire schemas load with them, not the entry. */
export const bonusesApiState = definePluginState(bonusesManifest, ({ runtime }) => createBonusesApi(runtime), { lifetime: 'runtime' });
