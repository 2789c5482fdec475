import { useTranslation } from '@core/index';
import type { CountryInfo, CurrencyInfo, PlayerFieldInfo } from '@schemas/wire/info';
import { CheckboxField, PasswordField, SelectField, TextField } from '@core/forms';
import { TermsLabel } from './TermsLabel';

interface RegistrationFieldProps {
  field: PlayerFieldInfo;
  value: string | boolean;
  error?: string;
  countries: readonly CountryInfo[];
  currencies: readonly CurrencyInfo[];
  onChange: (value: string | boolean) => void;
  onBlur: () => void;
}

/** One field of the registration fields-info, drawn by its type and name. */
export function RegistrationField({ field, value, error, countries, currencies, onChange, onBlur }: RegistrationFieldProps) {
  const { t } = useTranslation('auth');
  const label = t(`fields.${field.name}`, { defaultValue: field.name });
  if (field.type === 'boolean') {
    const text =
      field.name === 'terms_acceptance' ? (
        <TermsLabel />
      ) : (
        label
      );
    return <CheckboxField name={field.name} label={text} checked={value === true} onChange={onChange} error={error} />;
  }
  if (field.name === 'country') {
    const options = countries.filter((c) => c.restriction !== 'full').map((c) => ({ value: c.code, label: c.name }));
    return <SelectField name="country" label={label} value={String(value)} options={options} onChange={onChange} error={error} placeholder={t('signUp.chooseCountry')} />;
  }
  if (field.name === 'currency') {
    const options = currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.symbol}` }));
    return <SelectField name="currency" label={label} value={String(value)} options={options} onChange={onChange} error={error} />;
  }
  if (field.type === 'select') {
    const options = (field.options ?? []).map((o) => ({ value: o, label: t(`options.${field.name}.${o}`, { defaultValue: o }) }));
    return <SelectField name={field.name} label={label} value={String(value)} options={options} onChange={onChange} error={error} placeholder="—" />;
  }
  if (field.type === 'password') {
    return <PasswordField name={field.name} label={label} value={String(value)} onChange={onChange} onBlur={onBlur} error={error} autoComplete="new-password" />;
  }
  return (
    <TextField
      name={field.name}
      type={field.type === 'email' ? 'email' : 'text'}
      label={label}
      autoComplete={field.type === 'email' ? 'email' : field.name === 'nickname' ? 'nickname' : field.name === 'date_of_birth' ? 'bday' : 'on'}
      inputMode={field.type === 'email' ? 'email' : undefined}
      placeholder={field.type === 'date' ? t('form.datePlaceholder') : undefined}
      hint={field.name === 'nickname' ? t('signUp.nicknameHint') : undefined}
      value={String(value)}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
