import { DEFAULT_CURRENCY } from '@config/limits';
import { usePluginState, useSession, useTranslation } from '@core/index';
import { LIMIT_TYPES, type LimitType } from '@schemas/wire/limits';
import { profileApiState } from '../api';
import { useValidatedForm, FormBanner, SelectField, SubmitButton, TextField, formStyles as styles } from '@core/forms';
import { PERIODS_BY_TYPE, isLockLimit, isMoneyLimit, limitRequest, limitRules, type LimitFormValues } from '../rules/limit-form';
import layout from './PlayerFieldsForm.module.css';

/** A new limit; it is active only after the player confirms it from the mail (schemas/wire/limits.ts). */
export function LimitForm({ onCreated }: { onCreated: () => void }) {
  const api = usePluginState(profileApiState);
  const session = useSession();
  const { t } = useTranslation('profile');
  const currency = session.player?.currency ?? DEFAULT_CURRENCY;
  const form = useValidatedForm<LimitFormValues>({
    component: 'limits',
    initial: { type: 'deposit', period: 'day', amount: '' },
    rules: (values) => limitRules(values.type, currency),
  });
  const type = form.values.type;

  const chooseType = (value: string) => {
    const next = value as LimitType;
    form.set('type', next);
    form.set('period', PERIODS_BY_TYPE[next][0] ?? '');
    form.set('amount', '');
    form.setErrors({});
  };

  const send = async (values: LimitFormValues) => {
    await api.createLimit(limitRequest(values, currency));
    form.set('amount', '');
    onCreated();
  };

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
          onChange={(v) => form.set('period', v)}
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
              onChange={(v) => form.set('amount', v)}
              error={form.text(form.errors.amount)}
            />
          </div>
        )}
      </div>
      {isLockLimit(type) && <FormBanner tone="info">{t(`limits.lockWarning.${type}`)}</FormBanner>}
      <SubmitButton busy={form.submitting}>{t('limits.create')}</SubmitButton>
    </form>
  );
}
