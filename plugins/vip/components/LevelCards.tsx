import { useTranslation } from '@core/index';
import type { VipProgramConfig } from '../rules/program-config';
import { levelKeyOf, statusRank } from '../rules/status';
import { LevelCard } from './LevelCard';
import styles from './vip.module.css';

/**
 * Every level's card, the player's own marked (`status`: their current status, null for a guest). Points read in
 * SP for a VIP (any level above the first) and XP otherwise (spec part 2 §3). Five placeholders while loading.
 */
export function LevelCards({ program, status, className }: { program: VipProgramConfig | null; status: string | null; className?: string }) {
  const { t } = useTranslation('vip');
  if (!program) return <div className={className ?? styles.levels} aria-busy="true">{[0, 1, 2, 3, 4, 5].map((i) => <div key={i} className={styles.skeleton} />)}</div>;
  if (program.levels.length === 0) return <p className={styles.message}>{t('levels.none')}</p>;
  const unit = status !== null && statusRank(status) > 0 ? program.pointsUnit.vip : program.pointsUnit.regular;
  const currentKey = status === null ? null : levelKeyOf(status);
  return (
    <div className={className ?? styles.levels} data-testid="vip-levels">
      {program.levels.map((level, index) => (
        <LevelCard key={level.id} levels={program.levels} index={index} current={level.id === currentKey} unit={unit} />
      ))}
    </div>
  );
}
