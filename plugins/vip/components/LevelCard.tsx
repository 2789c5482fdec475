import { useRuntime, useTranslation } from '@core/index';
import { VIP_LEVEL_INFO_MODAL } from '@schemas/contracts/modals';
import { pointsRange, type VipLevelConfig } from '../rules/program-config';
import { levelLabelKey } from './status-label';
import styles from './vip.module.css';

/**
 * One level of the ladder (spec part 2 §3 "Level"): its art, name, condition (persistent points from its minimum
 * to the next level's) and gifts; the player's own level is marked. "Details" opens the level info modal.
 */
export function LevelCard({ levels, index, current, unit }: { levels: readonly VipLevelConfig[]; index: number; current: boolean; unit: string }) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const level = levels[index]!;
  const range = pointsRange(levels, index);
  const number = (n: number) => new Intl.NumberFormat(runtime.locale.current).format(n);
  const titleId = `vip-level-${level.id}`;
  return (
    <article className={`${styles.panel} ${styles.card} ${current ? styles.current : ''}`} aria-labelledby={titleId} data-testid="vip-level-card" data-level={level.id} data-current={current || undefined}>
      <div className={styles.row}>
        {level.image ? <img className={styles.art} src={level.image} alt="" width={72} height={72} loading="lazy" /> : <span className={styles.art} aria-hidden="true" />}
        {current && <span className={styles.tag}>{t('levels.yours')}</span>}
      </div>
      <h3 id={titleId} className={styles.heading}>{t(levelLabelKey(level.id))}</h3>
      <p className={styles.muted}>
        {range.max === null
          ? t('levels.conditionFrom', { min: number(range.min), unit })
          : t('levels.condition', { min: number(range.min), max: number(range.max), unit })}
      </p>
      {level.gifts.length > 0 && (
        <ul className={styles.list} aria-label={t('levels.gifts')}>
          {level.gifts.map((gift) => <li key={gift}>{gift}</li>)}
        </ul>
      )}
      <button type="button" className={`${styles.secondary} ${styles.push}`} onClick={() => runtime.modals.open(VIP_LEVEL_INFO_MODAL, { level: level.id })}>
        {t('levels.details')}
      </button>
    </article>
  );
}
