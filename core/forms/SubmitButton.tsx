import type { ReactNode } from 'react';
import styles from './Form.module.css';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy && <span className={styles.dots} aria-hidden="true" />}
      {children}
    </button>
  );
}
