import { formatMoney, Icon, useRuntime, useTranslation } from '@core/index';
import type { Quest } from '@schemas/wire/quests';
import { levelState, type QuestProgress } from '../rules/progress';
import { RewardLabel } from './RewardLabel';
import styles from './LevelLadder.module.css';

/**
 * The level ladder: every level with the total bet that reaches it and its reward, marked reached, current, next
 * or still ahead, and "received" once its reward was given. The first level is where everyone starts.
 */
export function LevelLadder({ quest, progress, showStanding }: { quest: Quest; progress: QuestProgress; showStanding: boolean }) {
  const { t } = useTranslation('quests');
  const locale = useRuntime().locale.current;
  return (
    <section className={styles.ladder} aria-labelledby="quest-ladder">
      <div className={styles.head}>
        <h2 id="quest-ladder" className={styles.heading}>{t('ladder.title')}</h2>
        <p className={styles.hint}>{t('ladder.hint')}</p>
      </div>
      <ol className={styles.levels} data-testid="quest-ladder">
        {quest.levels.map((level) => {
          const state = showStanding ? levelState(level, progress) : 'locked';
          const received = showStanding && progress.rewarded.has(level.level);
          return (
            <li key={level.level} className={styles.level} data-testid="quest-level" data-level={level.level} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.number}>
                {state === 'reached' || state === 'current' ? <Icon name="flag" size={14} /> : null}
                {t('ladder.level', { level: level.level })}
              </span>
              <span className={styles.threshold}>
                {level.bet_cents === 0 ? t('ladder.start') : formatMoney(level.bet_cents, quest.currency, locale).text}
              </span>
              <span className={styles.reward}>
                {level.reward ? <RewardLabel reward={level.reward} currency={quest.currency} /> : <span className={styles.none}>{t('ladder.noReward')}</span>}
              </span>
              {received && <span className={styles.received} data-testid="level-received">{t('ladder.received')}</span>}
              {state === 'current' && !received && <span className={styles.here}>{t('ladder.youAreHere')}</span>}
              {state === 'next' && <span className={styles.upNext}>{t('ladder.next')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
