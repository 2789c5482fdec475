import { useTranslation } from '@core/index';
import type { BonusStage } from '@schemas/wire/bonuses';
import styles from './GiftCard.module.css';

const TONE: Partial<Record<BonusStage, string>> = { issued: 'new', activated: 'active', handle_bets: 'active', wait: 'wait' };

export function StageBadge({ stage }: { stage: BonusStage }) {
  const { t } = useTranslation('bonuses');
  return (
    <span className={styles.badge} data-tone={TONE[stage] ?? 'past'} data-testid="gift-stage">
      {t(`stage.${stage}`)}
    </span>
  );
}
