import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '@core/index';
import { TextField, formStyles } from '@core/forms';
import type { PaymentMethod } from '@schemas/wire/money';
import { formatCardNumber, formatExpiry, knownFields, lithuanianIban, type KnownField } from '../rules/payment-fields';
import styles from './DetailFields.module.css';

/** What the browser may fill and which keyboard a phone shows, per field. */
const INPUTS: Record<KnownField, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>> = {
  card_number: { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '0000 0000 0000 0000' },
  card_expiry: { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' },
  card_holder: { autoComplete: 'cc-name' },
  iban: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, placeholder: 'LT12 1000 0111 0100 1000' },
  account_email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  voucher_code: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
  wallet_address: { autoComplete: 'off', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
};

interface DetailFieldsProps {
  method: PaymentMethod;
  values: Readonly<Record<string, unknown>>;
  errors: Partial<Record<string, string | undefined>>;
  set: (field: string, value: string) => void;
  touch: (field: string) => void;
}

/** The method's own fields (card, IBAN, e-wallet account, voucher), checked by the shared payment rules. */
export function DetailFields({ method, values, errors, set, touch }: DetailFieldsProps) {
  const { t, i18n } = useTranslation('cashbox');
  const fields = knownFields(method);
  if (fields.length === 0) return null;
  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : '');
  const change = (field: KnownField, value: string) => {
    if (field === 'card_number') set(field, formatCardNumber(value));
    else if (field === 'card_expiry') set(field, formatExpiry(value, text(field)));
    else if (field === 'iban') set(field, value.toUpperCase());
    else set(field, value);
  };
  const isCard = fields.some((f) => f.name === 'card_number');
  return (
    <div className={isCard ? styles.card : styles.plain}>
      {fields.map(({ name, required }) => {
        const lt = name === 'iban' && lithuanianIban(text(name));
        return (
          <div key={name} className={styles[name] ?? ''}>
            <TextField
              name={name}
              label={required ? t(`fields.${name}`) : t('fields.optional', { label: t(`fields.${name}`) })}
              value={text(name)}
              onChange={(value) => change(name, value)}
              onBlur={() => touch(name)}
              error={errors[name]}
              hint={lt ? i18n.t('validation:ibanLithuanian') : undefined}
              required={required}
              {...INPUTS[name]}
            />
          </div>
        );
      })}
      {isCard && <p className={`${formStyles.hint} ${styles.note}`}>{t('fields.cardNote')}</p>}
    </div>
  );
}
