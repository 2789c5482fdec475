import { useState } from 'react';
import { Icon, usePluginState, useTranslation } from '@core/index';
import { gamesActionsState } from '../actions';
import styles from './PromoCard.module.css';

/** "Feeling lucky": asks the platform for a random playable game and opens it (spec §4, §8). */
export function RandomGameCard() {
  const { t } = useTranslation('games');
  const actions = usePluginState(gamesActionsState);
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.card} data-testid="random-game-card">
      <button
        type="button"
        className={`${styles.face} ${styles.random}`}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => {
          setBusy(true);
          void actions.playRandom().finally(() => setBusy(false));
        }}
      >
        <span className={styles.icon}><Icon name="dice" size={34} /></span>
        <strong className={styles.heading}>{t('random.title')}</strong>
        <span className={styles.text}>{t('random.text')}</span>
      </button>
      <p className={styles.caption}>{t('random.caption')}</p>
      <p className={styles.sub}>&nbsp;</p>
    </div>
  );
}
