import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { DEFAULT_CURRENCY } from '@config/limits';
import { LIMIT_LOOSEN_DELAY_HOURS } from '@config/rg-limits';
import { formatMoney, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { LIMIT_TYPES, type LimitType, type UserLimit } from '@schemas/wire/limits';
import { profileApiState } from '../api';
import { useValidatedForm, FormBanner, SelectField, SubmitButton, TextField, formStyles as styles } from '@core/forms';
import { PERIODS_BY_TYPE, isLockLimit, isMoneyLimit, limitRequest, limitRules, replacedLimit, typedLimitAmount, type LimitFormValues } from '../rules/limit-form';
import layout from './PlayerFieldsForm.module.css';

/**
 * A new limit (issue 24 items 5 and 10). A tighter one applies at once; a looser one waits for the mailed
 * token and the cooling period. Changing a limit of the same type and period replaces it, so the form says
 * which one it replaces and asks once more before sending (part 2 §5: limit changes are confirmed).
 */
export function LimitForm({ limits, onCreated }: { limits: readonly Snapshot<UserLimit>[]; onCreated: (limit: UserLimit) => void }) {
  const api = usePluginState(profileApiState);
  const runtime = useRuntime();
  const session = useSession();
  const { t } = useTranslation('profile');
  const locale = runtime.locale.current;
  const currency = session.player?.currency ?? DEFAULT_CURRENCY;
  const format = {
    money: (cents: number, code: string) => formatMoney(cents, code, locale).text,
    minutes: (count: number) => t('limits.minutesValue', { count }),
  };
  const form = useValidatedForm<LimitFormValues>({
    component: 'limits',
    initial: { type: 'deposit', period: 'day', amount: '' },
    rules: (values) => limitRules(values.type, currency, format),
  });
  const [askedToReplace, setAskedToReplace] = useState(false);
  const type = form.values.type;
  const replaced = replacedLimit(limits, form.values, currency);
  const describe = (limit: Snapshot<UserLimit>) => {
    const amount = limit.accounts[0]?.amount_cents ?? 0;
    if (isMoneyLimit(limit.type)) return formatMoney(amount, limit.accounts[0]?.currency ?? currency, locale).text;
    return limit.type === 'session' ? format.minutes(amount) : t(`limits.periods.${limit.period}`, { defaultValue: limit.period });
  };

  const change = (name: 'type' | 'period' | 'amount', value: string) => {
    if (name === 'type') form.set('type', value as LimitType);
    else form.set(name, value);
    setAskedToReplace(false);
  };
  const chooseType = (value: string) => {
    const next = value as LimitType;
    change('type', next);
    form.set('period', PERIODS_BY_TYPE[next][0] ?? '');
    form.set('amount', '');
    form.setErrors({});
  };

  const send = async (values: LimitFormValues) => {
    // The first press on a replacement only shows what it replaces; the second sends.
    if (replaced && !askedToReplace) {
      setAskedToReplace(true);
      return;
    }
    const created = await api.createLimit(limitRequest(values, currency));
    form.set('amount', '');
    setAskedToReplace(false);
    onCreated(created);
  };

  const tighter = replaced ? (typedLimitAmount(form.values, currency) ?? Infinity) <= (replaced.accounts[0]?.amount_cents ?? 0) : true;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(send);
      }}
    >
      {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
      <div className={layout.grid}>
        <SelectField
          name="type"
          label={t('limits.type')}
          value={type}
          options={LIMIT_TYPES.map((value) => ({ value, label: t(`limits.types.${value}`) }))}
          onChange={chooseType}
        />
        <SelectField
          name="period"
          label={t('limits.period')}
          value={form.values.period}
          options={PERIODS_BY_TYPE[type].map((value) => ({ value, label: t(`limits.periods.${value}`) }))}
          onChange={(v) => change('period', v)}
          error={form.text(form.errors.period)}
        />
        {(isMoneyLimit(type) || type === 'session') && (
          <div className={layout.wide}>
            <TextField
              name="amount"
              label={isMoneyLimit(type) ? t('limits.amount', { currency }) : t('limits.minutes')}
              inputMode={isMoneyLimit(type) ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={form.values.amount}
              onChange={(v) => change('amount', v)}
              onBlur={() => form.touch('amount')}
              error={form.text(form.errors.amount)}
            />
          </div>
        )}
      </div>
      {isLockLimit(type) && <FormBanner tone="info">{t(`limits.lockWarning.${type}`)}</FormBanner>}
      {replaced && askedToReplace && (
        <FormBanner tone="info">
          {t(tighter ? 'limits.replacesTighter' : 'limits.replacesLooser', {
            type: t(`limits.types.${replaced.type}`),
            amount: describe(replaced),
            hours: LIMIT_LOOSEN_DELAY_HOURS,
          })}
        </FormBanner>
      )}
      <SubmitButton busy={form.submitting}>{replaced && askedToReplace ? t('limits.replaceConfirm') : t('limits.create')}</SubmitButton>
    </form>
  );
}
