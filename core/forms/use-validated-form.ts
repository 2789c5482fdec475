import { useRef, useState } from 'react';
import { ApiError } from '../api/errors';
import { useTranslation } from '../i18n/use-translation';
import { useRuntime } from '../react/runtime-context';
import { validateFields, type RulesByField } from '@schemas/validation';
import { reportValidation } from './report-validation';
import { useMessageText, type FieldMessage } from './field-message';

type Values = Record<string, unknown>;
type Errors<V> = Partial<Record<keyof V & string, FieldMessage>>;

interface FormOptions<V extends Values> {
  /** Names the form in validation reports (`PUT /metrics-errors-validation`). */
  component: string;
  initial: V;
  /** Rules, or rules that depend on the values (a limit's amount rule follows its type). */
  rules: RulesByField | ((values: V) => RulesByField);
}

/**
 * Shared-rule validation for every form (spec part 1 §5): bad input shows one message per field and
 * sends nothing; a 422 from the platform lands on the same fields; every failure is reported once.
 */
export function useValidatedForm<V extends Values>({ component, initial, rules }: FormOptions<V>) {
  const runtime = useRuntime();
  const text = useMessageText();
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef({ values, rules });
  latest.current = { values, rules };
  const rulesFor = (current: V): RulesByField => (typeof latest.current.rules === 'function' ? latest.current.rules(current) : latest.current.rules);

  const report = (found: Errors<V>) => {
    const list = Object.entries(found).map(([field, message]) => ({ field, message: text(message as FieldMessage) ?? '' }));
    if (list.length) void reportValidation(runtime, component, list);
  };

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    const next = { ...latest.current.values, [field]: value };
    latest.current.values = next;
    setValues(next);
    // A message goes away as soon as the input satisfies its rules, not only on the next submit.
    setErrors((old) => {
      if (!old[field]) return old;
      const rule = rulesFor(next)[field];
      return { ...old, [field]: rule ? validateFields(next, { [field]: rule })[field] : undefined };
    });
  };

  /** Checks one field when the player leaves it, so mistakes show before the submit. */
  const touch = (field: keyof V & string) => {
    const value = latest.current.values[field];
    if (value === '' || value === undefined || value === false) return;
    const rule = rulesFor(latest.current.values)[field];
    const found = rule ? validateFields(latest.current.values, { [field]: rule })[field] : undefined;
    setErrors((old) => ({ ...old, [field]: found }));
  };

  const applyServerError = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors) {
      const known: Errors<V> = {};
      let other: FieldMessage | null = null;
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const message = { text: messages[0] ?? '' };
        if (field in latest.current.values) known[field as keyof V & string] = message;
        else other ??= message;
      }
      setErrors(known);
      setFormError(other);
      return;
    }
    const body = error instanceof ApiError ? (error.data as { message?: unknown } | null) : null;
    if (typeof body?.message === 'string') setFormError({ text: body.message });
    else setFormError({ text: t(error instanceof ApiError && error.status === null ? 'core:errors.network' : 'core:errors.generic') });
  };

  /** Validates, then runs `send`; returns whether it went through. */
  const submit = async (send: (values: V) => Promise<void>): Promise<boolean> => {
    const found = validateFields(latest.current.values, rulesFor(latest.current.values)) as Errors<V>;
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      report(found);
      return false;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(latest.current.values);
      return true;
    } catch (error) {
      applyServerError(error);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, formError, submitting, set, touch, submit, setErrors, setFormError, text };
}
export type ValidatedForm<V extends Values> = ReturnType<typeof useValidatedForm<V>>;
