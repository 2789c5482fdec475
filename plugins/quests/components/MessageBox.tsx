import type { ReactNode } from 'react';
import styles from './MessageBox.module.css';

/** An empty or error state in place of a list: a title, a line, and what to do (DESIGN §5: never a blank page). */
export function MessageBox({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
