import { Link } from 'wouter';
import { Dialog, useRuntime, useTranslation } from '@core/index';
import type { Game } from '@schemas/wire/games';
import { hasProfilePopup, openProfilePopup } from '../use-game-launch';
import styles from './GameNotice.module.css';

/**
 * Required profile fields are missing. The profile plugin's popup is open over this notice; without that
 * plugin, a blocking dialog of our own sends the player to the profile page.
 */
export function ProfileRequired({ game, fields }: { game: Game; fields: string[] }) {
  const { t } = useTranslation('game-page');
  const runtime = useRuntime();
  const labels = fields.map((f) => t(`fields.${f}`, { defaultValue: f })).join(', ');
  if (!hasProfilePopup(runtime)) {
    return (
      <Dialog title={t('profile.title')} onClose={() => undefined} blocking size="small">
        <p className={styles.text}>{t('profile.text', { title: game.title, fields: labels })}</p>
        <div className={styles.actions}>
          <Link href="/profile" className={styles.primary}>{t('profile.complete')}</Link>
          <Link href="/" className={styles.secondary}>{t('backToLobby')}</Link>
        </div>
      </Dialog>
    );
  }
  return (
    <div className={styles.notice} role="alert">
      <h1 className={styles.title}>{t('profile.title')}</h1>
      <p className={styles.text}>{t('profile.text', { title: game.title, fields: labels })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => openProfilePopup(runtime, fields)}>
          {t('profile.complete')}
        </button>
      </div>
    </div>
  );
}
