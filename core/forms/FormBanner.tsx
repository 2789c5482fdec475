import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** A message about the whole form (server refusal, success, information). */
export function FormBanner({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const toneClass = tone === 'success' ? styles.success : tone === 'info' ? styles.info : '';
  return (
    <div className={`${styles.banner} ${toneClass}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
