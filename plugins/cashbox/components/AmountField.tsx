import { formatMoney, useRuntime, useTranslation } from '@core/index';
import { TextField } from '@core/forms';
import { inputUnit, parseInput, toInput } from '../rules/amount';
import styles from './AmountField.module.css';

interface AmountFieldProps {
  currency: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Quick amounts in minor units. */
  presets: readonly number[];
  /** "Min €10.00 · Max €5,000.00", shown under the field while there is no error. */
  hint?: string;
}

/** The amount, typed in the unit it is shown in (µBTC for BTC), with quick amounts as toggle buttons. */
export function AmountField({ currency, value, onChange, onBlur, error, presets, hint }: AmountFieldProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const unit = inputUnit(currency);
  const current = parseInput(value, currency);
  return (
    <div className={styles.amount}>
      <TextField
        name="amount"
        label={t('amount.label', { unit: unit.label })}
        inputMode={unit.fractionDigits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        hint={hint}
        className={styles.input}
      />
      {presets.length > 0 && (
        <div className={`${styles.presets} ${unit.label !== currency ? styles.wide : ''}`} role="group" aria-label={t('amount.presets')}>
          {presets.map((cents) => (
            <button
              key={cents}
              type="button"
              className={styles.preset}
              aria-pressed={current === cents}
              onClick={() => onChange(toInput(cents, currency))}
            >
              {formatMoney(cents, currency, runtime.locale.current).text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
