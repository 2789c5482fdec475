import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Dialog, usePluginState, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import { loadProgram } from '../actions';
import { pointsRange } from '../rules/program-config';
import { statusRank } from '../rules/status';
import { vipState } from '../state';
import { levelLabelKey } from './status-label';
import styles from './vip.module.css';

/** VIP level info (spec part 2 §2): one level's condition and every gift, opened from a level card. */
export default function LevelInfoModal({ close, props }: ModalComponentProps<{ level: string }>) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const snap = useSnapshot(usePluginState(vipState).state);
  const program = snap.program;
  // SP for a VIP player (any level above the first), XP otherwise (spec part 2 §3).
  const unit = program ? (statusRank(snap.progress?.currentStatus) > 0 ? program.pointsUnit.vip : program.pointsUnit.regular) : '';
  useEffect(() => void loadProgram(runtime), [runtime]);
  const index = program ? program.levels.findIndex((l) => l.id === props.level) : -1;
  const level = index >= 0 ? program!.levels[index]! : null;
  const range = index >= 0 ? pointsRange(program!.levels, index) : null;
  const number = (n: number) => new Intl.NumberFormat(runtime.locale.current).format(n);
  return (
    <Dialog title={t(levelLabelKey(props.level))} onClose={close} size="small">
      <div className={styles.modalBody} data-testid="vip-level-info">
        {!program ? (
          <div className={styles.skeleton} aria-busy="true" />
        ) : !level || !range ? (
          <p className={styles.message}>{t('levels.none')}</p>
        ) : (
          <>
            {level.image && <img className={styles.art} src={level.image} alt="" width={72} height={72} />}
            <p>
              {range.max === null
                ? t('levels.conditionFrom', { min: number(range.min), unit })
                : t('levels.condition', { min: number(range.min), max: number(range.max), unit })}
            </p>
            <h3 className={styles.eyebrow}>{t('levels.gifts')}</h3>
            {level.gifts.length > 0 ? (
              <ul className={styles.list}>{level.gifts.map((gift) => <li key={gift}>{gift}</li>)}</ul>
            ) : (
              <p className={styles.muted}>{t('levels.noGifts')}</p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
