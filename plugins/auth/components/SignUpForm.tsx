import { useMemo } from 'react';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { rulesFromSpecs } from '@schemas/validation';
import { authApiState } from '../api';
import { useValidatedForm, FormBanner, SubmitButton, formStyles as styles } from '@core/forms';
import { tokenFor } from '../lifecycle/load-captcha';
import type { RegistrationData } from '../lifecycle/use-registration-data';
import { deviceFingerprint } from '../rules/device-fingerprint';
import { currencyFor, registrationDefaults, type RegistrationValues } from '../rules/registration-defaults';
import { withSiteRules } from '../rules/sign-up-rules';
import { authCaptchaState } from '../state';
import { RegistrationField } from './RegistrationField';
import { RegistrationOffers } from './RegistrationOffers';
import grid from './SignUpForm.module.css';

/**
 * Registration with the fields the platform lists for the `registration` context, checked by the same
 * rules the platform runs (fields-info carries them as data).
 */
export function SignUpForm({ data, onRegistered }: { data: RegistrationData; onRegistered: (email: string) => Promise<void> }) {
  const runtime = useRuntime();
  const store = usePluginState(authCaptchaState);
  const api = usePluginState(authApiState);
  const { t } = useTranslation('auth');
  const site = { licence: runtime.licence, passwordMinLength: runtime.site.passwordMinLength ?? null, minimumAge: runtime.site.legal?.licences[runtime.licence]?.minimumAge ?? null };
  const rules = useMemo(
    () => Object.fromEntries(data.fields.map((f) => [f.name, rulesFromSpecs(f.rules.map((spec) => withSiteRules(spec, site)))])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the site and licence do not change while the form is open
    [data.fields],
  );
  const initial = useMemo(
    () => registrationDefaults(data.fields, data.countries, data.currencies, runtime.country, runtime.site.defaultCurrency),
    [data, runtime.country, runtime.site.defaultCurrency],
  );
  const form = useValidatedForm<RegistrationValues>({ component: 'sign-up', initial, rules });

  const change = (name: string, value: string | boolean) => {
    form.set(name, value);
    // A complete DD/MM/YYYY is checked at once: an under-age visitor learns it before filling in the rest.
    if (name === 'date_of_birth' && typeof value === 'string' && value.trim().length === 10) form.touch(name);
    // The currency follows the country until the player picks one (most keep their country's money).
    if (name === 'country' && form.values.currency === currencyFor(String(form.values.country), data.countries, data.currencies, runtime.site.defaultCurrency)) {
      form.set('currency', currencyFor(String(value), data.countries, data.currencies, runtime.site.defaultCurrency));
    }
  };

  const send = async (values: RegistrationValues) => {
    const captcha = await tokenFor(runtime, store, 'registration');
    const text = (name: string) => (typeof values[name] === 'string' ? String(values[name]).trim() : '');
    await api.register({
      email: text('email'),
      password: String(values.password ?? ''),
      nickname: text('nickname') || null,
      ...(text('date_of_birth') ? { date_of_birth: text('date_of_birth') } : {}),
      currency: text('currency'),
      country: text('country'),
      terms_acceptance: values.terms_acceptance === true,
      receive_promos: values.receive_promos === true,
      receive_sms_promos: values.receive_sms_promos === true,
      language: runtime.locale.current,
      dfpc: deviceFingerprint(),
      ...(captcha ? { captcha } : {}),
    });
    await onRegistered(text('email'));
  };

  const inputs = data.fields.filter((f) => f.type !== 'boolean');
  const checks = data.fields.filter((f) => f.type === 'boolean');
  const fieldProps = (name: string) => ({
    value: form.values[name] ?? '',
    error: form.text(form.errors[name]),
    countries: data.countries,
    currencies: data.currencies,
    onChange: (value: string | boolean) => change(name, value),
    onBlur: () => form.touch(name),
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
      {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
      <div className={grid.grid}>
        {inputs.map((field) => (
          <div key={field.name} className={field.type === 'select' ? undefined : grid.wide}>
            <RegistrationField field={field} {...fieldProps(field.name)} />
          </div>
        ))}
      </div>
      {checks.length > 0 && (
        <div className={grid.checks}>
          {checks.map((field) => (
            <RegistrationField key={field.name} field={field} {...fieldProps(field.name)} />
          ))}
        </div>
      )}
      <RegistrationOffers currency={typeof form.values.currency === 'string' ? form.values.currency : ''} />
      <SubmitButton busy={form.submitting}>{t('signUp.submit')}</SubmitButton>
    </form>
  );
}
