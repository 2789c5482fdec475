import { useId, type InputHTMLAttributes } from 'react';
import styles from './Form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input whose message is tied to it for screen readers (`aria-describedby`). */
export function TextField({ name, label, value, onChange, error, hint, type = 'text', className, ...rest }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          {...rest}
          id={id}
          name={name}
          type={type}
          className={className ? `${styles.input} ${className}` : styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
        />
      </div>
      {error ? <p id={messageId} className={styles.error} role="alert">{error}</p> : hint ? <p id={messageId} className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
