import { useTranslation } from '@core/index';
import type { SpinFailure } from '../store';
import styles from './SpinPanel.module.css';

interface SpinPanelProps {
  /** guest: sign up to spin; ready: spins wait; spent: none left (daily: the countdown to the next). */
  mode: 'guest' | 'loading' | 'ready' | 'spent';
  spins: number;
  /** Milliseconds to the next daily spin (daily wheel only), or null. */
  nextIn: number | null;
  busy: boolean;
  failure: SpinFailure | null;
  onSpin: () => void;
  onRegister: () => void;
}

const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};

/** The wheel's call to action and its state: spins waiting, spinning, none left (and when the next comes), a refusal. */
export function SpinPanel({ mode, spins, nextIn, busy, failure, onSpin, onRegister }: SpinPanelProps) {
  const { t } = useTranslation('wheel');
  return (
    <div className={styles.panel} data-testid="spin-panel" data-mode={mode}>
      {mode === 'guest' && (
        <>
          <p className={styles.lead}>{t('panel.guest')}</p>
          <button type="button" className={styles.spin} onClick={onRegister}>
            {t('panel.register')}
          </button>
        </>
      )}
      {mode === 'loading' && <p className={styles.lead}>{t('panel.loading')}</p>}
      {mode === 'ready' && (
        <>
          <p className={styles.lead} data-testid="spins-left">
            {t('panel.spins', { count: spins })}
          </p>
          <button type="button" className={styles.spin} onClick={onSpin} disabled={busy} aria-busy={busy}>
            {busy ? t('panel.spinning') : t('panel.spin')}
          </button>
        </>
      )}
      {mode === 'spent' && (
        <p className={styles.lead} data-testid="spins-spent">
          {nextIn !== null ? t('panel.next', { time: clock(nextIn) }) : t('panel.none')}
        </p>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {t(`failure.${failure}`)}
        </p>
      )}
    </div>
  );
}
