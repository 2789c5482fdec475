import { useId } from 'react';
import styles from './Form.module.css';

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
}

export function SelectField({ name, label, value, options, onChange, error, placeholder }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
      {error && <p id={`${id}-message`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
