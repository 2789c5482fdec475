import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import styles from './GameNotice.module.css';

/** Why a game did not start, with a way on. */
export function GameNotice({ title, text, action }: { title: string; text: string; action?: { href: string; label: string } }) {
  const { t } = useTranslation('game-page');
  return (
    <div className={styles.notice} role="alert">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {action && <Link href={action.href} className={styles.primary}>{action.label}</Link>}
        <Link href="/" className={styles.secondary}>{t('backToLobby')}</Link>
      </div>
    </div>
  );
}
