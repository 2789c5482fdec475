import type { PaymentAction, PaymentMethod } from '@schemas/wire/money';

export interface MethodLimits {
  min: number | null;
  max: number | null;
  step: number | null;
}

/**
 * The limits a form enforces and shows for a method. Fiat methods have a minimum and a maximum; crypto methods
 * show only what they define (spec part 2 §5): `crypto_limits`, deposit minimum or withdrawal minimum and maximum.
 */
export function methodLimits(method: PaymentMethod, action: PaymentAction): MethodLimits {
  const step = method.amount_step_cents;
  if (method.type !== 'crypto') return { min: method.min_amount_cents, max: method.max_amount_cents, step };
  const crypto = method.crypto_limits;
  if (action === 'deposit') return { min: crypto?.min_deposit_cents ?? null, max: null, step };
  return { min: crypto?.min_cashout_cents ?? null, max: crypto?.max_cashout_cents ?? null, step };
}
