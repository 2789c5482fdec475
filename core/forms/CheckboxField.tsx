import { useId, type ReactNode } from 'react';
import styles from './Form.module.css';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

export function CheckboxField({ name, label, checked, onChange, error }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && <p id={`${id}-message`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
}
