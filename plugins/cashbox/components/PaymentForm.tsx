import { useRef, useState, type ReactNode } from 'react';
import { ApiError, formatMoney, useRuntime, useTranslation } from '@core/index';
import { FormBanner, SubmitButton, formStyles, useValidatedForm } from '@core/forms';
import type { PaymentAction, PaymentMethod, PaymentRequest } from '@schemas/wire/money';
import { limitReached, sendPayment, type PaymentOutcome } from '../lifecycle/send-payment';
import { amountRules, parseInput } from '../rules/amount';
import { newIdempotencyKey } from '../rules/idempotency';
import { methodLimits } from '../rules/method-limits';
import { detailRules, detailsOf, knownFields } from '../rules/payment-fields';
import { placeServerErrors } from '../rules/server-errors';
import { AmountField } from './AmountField';
import { DetailFields } from './DetailFields';
import { SavedProfiles } from './SavedProfiles';
import styles from './PaymentForm.module.css';

type Values = Record<string, string>;

/** `{id}` becomes the payment's id on the platform (its default return path is the same, without a locale). */
const RESULT_PATH = '/cashbox/result/{id}';

export interface PaymentFormProps {
  action: PaymentAction;
  method: PaymentMethod;
  /** The amount as typed so far (kept by the screen across method changes). */
  amount: string;
  onAmountChange: (text: string) => void;
  presets: readonly number[];
  /** Withdrawals: what may leave the wallet (balance check). */
  available?: number | null;
  /** Deposits on `/deposit-bonus`: the chosen offer (`null`: none). Absent: not sent. */
  bonusId?: number | null;
  /** Shown between the details and the button (the bonus choice). */
  children?: ReactNode;
  /** Only the amount: the details come from the method's first saved profile (one-click deposit). */
  savedOnly?: boolean;
  /** The button's message (`…Amount` with the amount typed): deposit or withdraw by default. */
  submitKey?: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/**
 * One payment form for deposits and withdrawals: amount with the method's limits and step, the method's fields
 * (or a saved profile), and a submit that makes exactly one payment: one `Idempotency-Key` per attempt, a new one
 * only once the form changes.
 */
export function PaymentForm({ action, method, amount, onAmountChange, presets, available, bonusId, children, savedOnly = false, submitKey, onOutcome }: PaymentFormProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const currency = method.currency;
  const format = (cents: number) => formatMoney(cents, currency, runtime.locale.current).text;
  const limits = methodLimits(method, action);
  const [saved, setSaved] = useState(method.saved_profiles[0]?.id ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  // Set at the click, not at the next render: two clicks in one frame must not send twice.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const detailNames = knownFields(method).map((f) => f.name);
  const form = useValidatedForm<Values>({
    component: action === 'deposit' ? 'cashbox-deposit' : 'cashbox-withdraw',
    initial: { amount, ...Object.fromEntries(detailNames.map((name) => [name, ''])) },
    rules: () => ({ amount: amountRules({ currency, ...limits, available, format }), ...detailRules(method, savedOnly || saved !== '') }),
  });

  // Any change makes the next submit a new attempt; an unchanged form sent again is the same attempt.
  const change = (field: string, value: string) => {
    attemptKey.current = null;
    setNotice(null);
    form.set(field, value);
    if (field === 'amount') onAmountChange(value);
  };

  const chooseProfile = (id: string) => {
    attemptKey.current = null;
    setSaved(id);
  };

  const send = async (values: Values) => {
    const cents = parseInput(values.amount ?? '', currency) ?? 0;
    const details = detailsOf(method, values);
    const profile = savedOnly ? method.saved_profiles[0]?.id : saved;
    const request: PaymentRequest = {
      amount_cents: cents,
      currency,
      payment_system: method.id,
      ...(profile ? { saved_profile_id: profile } : Object.keys(details).length ? { details } : {}),
      ...(action === 'deposit' && bonusId !== undefined ? { bonus_id: bonusId } : {}),
      // The processor sends the player back to the result screen, in the language they are using.
      ...(action === 'deposit' ? { return_path: runtime.href(RESULT_PATH) } : {}),
    };
    attemptKey.current ??= newIdempotencyKey();
    try {
      const outcome = await sendPayment(runtime, action, request, attemptKey.current);
      if (outcome.kind === 'lost' && !outcome.payment) {
        // Kept: sending this very form again is the same attempt, made once even if it did reach the platform.
        setNotice(outcome.checked ? t('errors.lostNothingMade') : t('errors.lostUnknown'));
        return;
      }
      attemptKey.current = null;
      onOutcome(outcome);
    } catch (error) {
      if (limitReached(error)) {
        runtime.toasts.show({ kind: 'warning', messageKey: 'cashbox:toast.limitReached', lifeMs: null });
        form.setFormError({ text: t('errors.limitReached') });
        return;
      }
      if (error instanceof ApiError && error.fieldErrors) {
        const placed = placeServerErrors(error.fieldErrors, ['amount', ...detailNames]);
        form.setErrors(Object.fromEntries(Object.entries(placed.fields).map(([field, text]) => [field, { text }])));
        form.setFormError(placed.other ? { text: placed.other } : null);
        return;
      }
      throw error;
    }
  };

  const cents = parseInput(form.values.amount ?? '', currency);
  const hint = [
    limits.min !== null ? t('amount.min', { amount: format(limits.min) }) : null,
    limits.max !== null ? t('amount.max', { amount: format(limits.max) }) : null,
    limits.step !== null ? t('amount.step', { amount: format(limits.step) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const label = submitKey ?? (action === 'deposit' ? 'deposit.submit' : 'withdraw.submit');

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (sending.current) return;
        sending.current = true;
        void form
          .submit(send)
          .then((sent) => {
            // A refused form takes the player to its first message (the fields say what is wrong).
            if (!sent) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          })
          .finally(() => (sending.current = false));
      }}
    >
      {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
      {notice && <FormBanner tone="error">{notice}</FormBanner>}
      <AmountField
        currency={currency}
        value={form.values.amount ?? ''}
        onChange={(value) => change('amount', value)}
        onBlur={() => form.touch('amount')}
        error={form.text(form.errors.amount)}
        presets={presets}
        hint={hint || undefined}
      />
      {!savedOnly && <SavedProfiles method={method} selected={saved} onSelect={chooseProfile} />}
      {!savedOnly && saved === '' && (
        <DetailFields
          method={method}
          values={form.values}
          errors={Object.fromEntries(detailNames.map((name) => [name, form.text(form.errors[name])]))}
          set={change}
          touch={(field) => form.touch(field)}
        />
      )}
      {children}
      <SubmitButton busy={form.submitting}>
        {cents !== null && cents > 0 ? t(`${label}Amount`, { amount: format(cents) }) : t(label)}
      </SubmitButton>
      <p className={`${formStyles.hint} ${styles.after}`}>
        {action === 'cashout' ? t('withdraw.after') : method.type === 'crypto' ? t('deposit.afterCrypto', { currency }) : t('deposit.after', { method: method.name })}
      </p>
    </form>
  );
}
