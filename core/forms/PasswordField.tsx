import { useTranslation } from '../i18n/use-translation';
import { useId, useState } from 'react';
import styles from './Form.module.css';

interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** Password input with a show/hide toggle: typing blind on a phone causes most mismatches. */
export function PasswordField({ name, label, value, onChange, onBlur, error, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation('core');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
        />
        <button type="button" className={styles.toggle} onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-controls={id}>
          {visible ? t('form.hide') : t('form.show')}
        </button>
      </div>
      {error && <p id={`${id}-message`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
