import { catalogEntry } from '@core/plugin/define';
import { defineManifest, definePlugin } from '@core/index';
import { BONUS_OFFERS_SERVICE } from '@schemas/contracts/services';
import type { DepositBonusOffer, Payment, PaymentMethod } from '@schemas/wire/money';

/**
 * A stand-in for the bonuses plugin: BONUS_OFFERS_SERVICE answering these deposit offers (the cashbox reads its
 * offers through the service, never its own call).
 */
export function offersStandIn(offers: DepositBonusOffer[]) {
  const manifest = defineManifest({ id: 'offers-stand-in' });
  const plugin = definePlugin(manifest, (api) => {
    api.expose(BONUS_OFFERS_SERVICE, () => ({ registrationOffers: async () => [], depositOffers: async () => offers }));
  });
  return catalogEntry(manifest, async () => ({ default: plugin }));
}

/** A method as the platform lists it (the reference platform's Visa in EUR), with overrides. */
export function method(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'visa',
    brand: 'visa',
    name: 'Visa',
    provider: 'devpay',
    type: 'card',
    currency: 'EUR',
    action: 'deposit',
    min_amount_cents: 1_000,
    max_amount_cents: 500_000,
    fee: 'free',
    processing_time: 'instant',
    recallable: false,
    crypto_limits: null,
    saved_profiles: [],
    terms_of_service: { restrictions: { amount_currency_code: 'EUR' } },
    fields: [
      { name: 'card_number', required: true },
      { name: 'card_expiry', required: true },
      { name: 'card_holder', required: true },
    ],
    amount_presets_cents: [2_000, 5_000, 10_000, 20_000],
    amount_step_cents: null,
    network: null,
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    amount_cents: 5_000,
    currency: 'EUR',
    action: 'deposit',
    payment_system: 'visa',
    brand: 'visa',
    state: 'succeeded',
    recallable: false,
    success: true,
    created_at: '2026-01-10T10:00:00.000Z',
    finished_at: '2026-01-10T10:01:00.000Z',
    cancellation_reason: null,
    ...overrides,
  };
}
