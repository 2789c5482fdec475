import { useTranslation } from '@core/index';
import { STATE_NAMES } from '@schemas/validation';
import type { CountryInfo, PlayerFieldInfo } from '@schemas/wire/info';
import { CheckboxField, SelectField, TextField } from '@core/forms';

interface ProfileFieldProps {
  field: PlayerFieldInfo;
  value: string | boolean;
  country: string;
  countries: readonly CountryInfo[];
  error?: string;
  onChange: (value: string | boolean) => void;
  onBlur: () => void;
}

const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  mobile_phone: 'tel',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
  state: 'address-level1',
  country: 'country',
  nickname: 'nickname',
};

/** One editable player field, drawn by its fields-info type; the state is a list for AU and CA. */
export function ProfileField({ field, value, country, countries, error, onChange, onBlur }: ProfileFieldProps) {
  const { t } = useTranslation('profile');
  const label = t(`fields.${field.name}`, { defaultValue: field.name }) + (field.required ? ' *' : '');
  if (field.type === 'boolean') {
    return <CheckboxField name={field.name} label={label} checked={value === true} onChange={onChange} error={error} />;
  }
  const states = field.name === 'state' ? STATE_NAMES[country] : undefined;
  if (field.name === 'country' || field.type === 'select' || states) {
    const options =
      field.name === 'country'
        ? countries.filter((c) => c.restriction !== 'full').map((c) => ({ value: c.code, label: c.name }))
        : states
          ? Object.entries(states).map(([code, name]) => ({ value: code, label: name }))
          : (field.options ?? []).map((o) => ({ value: o, label: t(`options.${field.name}.${o}`, { defaultValue: o }) }));
    return <SelectField name={field.name} label={label} value={String(value)} options={options} onChange={onChange} error={error} placeholder="—" />;
  }
  return (
    <TextField
      name={field.name}
      label={label}
      type={field.name === 'mobile_phone' ? 'tel' : 'text'}
      inputMode={field.name === 'mobile_phone' ? 'tel' : field.type === 'date' ? 'numeric' : undefined}
      autoComplete={AUTOCOMPLETE[field.name] ?? 'on'}
      placeholder={field.type === 'date' ? t('form.datePlaceholder') : undefined}
      value={String(value)}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
