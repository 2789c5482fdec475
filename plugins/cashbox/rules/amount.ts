import { CRYPTO_DISPLAY_UNITS, isCryptoCurrency, subunitsOf } from '@config/currencies';
import { balance, fail, maxValue, minValue, multipleOf, required, type FieldRule, type ValidationError } from '@schemas/validation';
import type { Payment } from '@schemas/wire/money';

/**
 * Amounts are typed in the unit they are shown in (DESIGN §5, spec part 1 §9): euros for EUR, µBTC for BTC,
 * mETH for ETH. The form keeps the text; requests carry integer minor units.
 */
export interface InputUnit {
  /** Minor units in one typed unit: 100 for EUR, 100 for µBTC (10^8 / 10^6), 1 for JPY. */
  minorPerUnit: number;
  fractionDigits: number;
  /** What the field's label names: the currency code or the display unit (`µBTC`). */
  label: string;
}

export function inputUnit(currency: string): InputUnit {
  const subunits = subunitsOf(currency);
  const display = isCryptoCurrency(currency) ? CRYPTO_DISPLAY_UNITS[currency] : undefined;
  const minorPerUnit = display ? subunits / 10 ** display.power : subunits;
  return { minorPerUnit, fractionDigits: Math.round(Math.log10(minorPerUnit)), label: display ? `${display.prefix}${currency}` : currency };
}

/** Typed text to minor units, or `null` when it is not an amount of this currency (too many decimals, letters). */
export function parseInput(text: string, currency: string): number | null {
  const normalized = text.trim().replace(/[\s\u00a0\u202f']/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  const { minorPerUnit, fractionDigits } = inputUnit(currency);
  const [whole = '0', fraction = ''] = normalized.split('.');
  if (fraction.length > fractionDigits) return null;
  const cents = Number(whole) * minorPerUnit + Number(fraction.padEnd(fractionDigits, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Minor units to the text an input shows (`5000` EUR → `50`, `12550` → `125.5`). */
export function toInput(cents: number, currency: string): string {
  const { minorPerUnit, fractionDigits } = inputUnit(currency);
  const whole = Math.floor(cents / minorPerUnit);
  const fraction = String(cents % minorPerUnit).padStart(fractionDigits, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export interface AmountLimits {
  currency: string;
  min: number | null;
  max: number | null;
  step: number | null;
  /** Withdrawals: what may leave the wallet (`available_to_cashout_cents`). */
  available?: number | null;
  /** Money as text for messages (`€10.00`, `100.00 µBTC`): formatMoney bound to the locale. */
  format: (cents: number) => string;
}

/** A shared rule run on the amount in minor units, its message naming the amount as the player reads it. */
function onCents(rule: FieldRule, currency: string, values?: ValidationError['values']): FieldRule {
  return (value, all) => {
    const cents = parseInput(String(value ?? ''), currency);
    if (cents === null) return null;
    const error = rule(cents, all);
    return error && values ? { ...error, values } : error;
  };
}

/**
 * Spec part 2 §5: required, a valid amount of the currency, the method's minimum and maximum, multiple of the
 * step, and (withdrawals) the balance check. The shared rules of `schemas/validation` decide; messages show money.
 */
export function amountRules({ currency, min, max, step, available, format }: AmountLimits): FieldRule[] {
  const valid: FieldRule = (value) => {
    const cents = parseInput(String(value ?? ''), currency);
    return cents !== null && cents > 0 ? null : fail('invalidValue');
  };
  return [
    required(),
    valid,
    ...(available !== undefined && available !== null ? [onCents(balance(available), currency)] : []),
    ...(min !== null ? [onCents(minValue(min), currency, { min: format(min) })] : []),
    ...(max !== null ? [onCents(maxValue(max), currency, { max: format(max) })] : []),
    ...(step !== null && step > 0 ? [onCents(multipleOf(step), currency, { count: format(step) })] : []),
  ];
}

/** Spec part 2 §9: "first deposit amount 50" (major units); crypto has no sensible default of 50 coins. */
export const FIRST_DEPOSIT_MAJOR_UNITS = 50;

export const isFirstDeposit = (payments: readonly Payment[]): boolean => !payments.some((p) => p.action === 'deposit' && p.state === 'succeeded');

/**
 * The amount a deposit form opens with, in minor units (`null`: empty): `amountProp` when above 0 (part 2 §2,
 * major units), else 50 for a player who has never deposited (fiat only), else nothing.
 */
export function initialDepositAmount(amountProp: number, currency: string, firstDeposit: boolean): number | null {
  if (Number.isFinite(amountProp) && amountProp > 0) return Math.round(amountProp * subunitsOf(currency));
  if (firstDeposit && !isCryptoCurrency(currency)) return FIRST_DEPOSIT_MAJOR_UNITS * subunitsOf(currency);
  return null;
}

/**
 * Quick amounts of a method: its own presets inside its limits; without them, a few round amounts from the
 * minimum (fiat), so the player rarely types.
 */
export function amountPresets(presets: readonly number[], min: number, max: number, currency: string): number[] {
  const inRange = (cents: number) => cents >= min && cents <= max;
  if (presets.length > 0) return presets.filter(inRange).slice(0, 6);
  if (isCryptoCurrency(currency)) return [];
  const unit = subunitsOf(currency);
  return [20, 50, 100, 200, 500].map((major) => major * unit).filter(inRange).slice(0, 5);
}
