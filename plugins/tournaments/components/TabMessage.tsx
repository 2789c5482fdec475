import type { ReactNode } from 'react';
import { Icon } from '@core/index';
import styles from './TabMessage.module.css';

/** An empty, failed or guest state of a tab: a line of why, a line of what next, and its action. */
export function TabMessage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.message} data-testid="tab-message">
      <span className={styles.icon} aria-hidden="true"><Icon name="trophy" size={28} /></span>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
