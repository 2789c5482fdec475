import { useTranslation } from '@core/index';
import type { QuestPhase } from '../rules/quest-window';
import styles from './StatusBadge.module.css';

/** Running, coming or finished: the quest's status by time (spec part 2 §4). */
export function StatusBadge({ phase }: { phase: QuestPhase }) {
  const { t } = useTranslation('quests');
  return (
    <span className={styles.badge} data-phase={phase} data-testid="quest-phase">
      {phase === 'active' && <span className={styles.dot} aria-hidden="true" />}
      {t(`phase.${phase}`)}
    </span>
  );
}
