import { useSnapshot } from 'valtio';
import { Icon, usePluginState, useTranslation } from '@core/index';
import { formatElapsed } from '../rules/session-timer';
import { profileState } from '../state';
import styles from './SessionTimer.module.css';

/** EE licence: how long this session has lasted (spec part 1 §4, §6). */
export default function SessionTimer() {
  const { t } = useTranslation('profile');
  const snapshot = useSnapshot(usePluginState(profileState));
  const time = formatElapsed(snapshot.sessionSeconds);
  return (
    <span className={styles.timer} role="timer" aria-label={t('sessionTimer', { time })}>
      <Icon name="clock" size={16} />
      {time}
    </span>
  );
}
