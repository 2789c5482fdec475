import { Link } from 'wouter';
import { formatMoney, useRuntime, useTranslation, useVisibility } from '@core/index';
import type { Quest } from '@schemas/wire/quests';
import type { QuestProgress } from '../rules/progress';
import { questPath } from '../rules/quest-path';
import type { QuestPhase } from '../rules/quest-window';
import { RewardLabel } from './RewardLabel';
import styles from './ProgressPanel.module.css';

/**
 * The player's place on the ladder (spec part 2 §4): the current level, a bar to the next level with what was bet
 * and what is still to bet in the player's currency, and the next reward. A guest is invited to sign up and comes
 * back here; a player is pointed to the games, where every real-money bet counts.
 */
export function ProgressPanel({ quest, progress, phase, loaded }: { quest: Quest; progress: QuestProgress; phase: QuestPhase; loaded: boolean }) {
  const { t } = useTranslation('quests');
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const locale = runtime.locale.current;
  const money = (cents: number) => formatMoney(cents, quest.currency, locale).text;
  const count = quest.levels.length;

  if (!loggedIn) {
    return (
      <section className={styles.panel} aria-labelledby="quest-progress" data-testid="quest-progress" data-state="guest">
        <h2 id="quest-progress" className={styles.heading}>{t('progress.guestTitle')}</h2>
        <p className={styles.text}>{t('progress.guestText')}</p>
        <Link href={`${runtime.pathOf('registration')}?redirect=${encodeURIComponent(questPath(quest))}`} className={styles.primary}>{t('progress.register')}</Link>
      </section>
    );
  }
  const current = progress.current?.level ?? 0;
  const percent = Math.round(progress.fraction * 100);
  return (
    <section className={styles.panel} aria-labelledby="quest-progress" aria-busy={!loaded} data-testid="quest-progress" data-state={progress.atTop ? 'top' : 'climbing'}>
      <h2 id="quest-progress" className={styles.heading}>{t('progress.title')}</h2>
      <p className={styles.level}>
        <strong data-testid="current-level">{current}</strong>
        <span>{t('progress.ofLevels', { count })}</span>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={progress.next ? t('progress.barLabel', { level: progress.next.level }) : t('progress.topReached')}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.amounts}>
        <span data-testid="progress-bet">{money(progress.betCents)}</span>
        {progress.next && <span>{t('progress.of', { amount: money(progress.next.bet_cents) })}</span>}
      </p>
      {progress.next ? (
        <p className={styles.next} data-testid="progress-next">
          {t('progress.toNext', { amount: money(progress.toNextCents), level: progress.next.level })}
          {progress.next.reward && (
            <>
              {' '}
              <span className={styles.reward}>{t('progress.nextReward')} <RewardLabel reward={progress.next.reward} currency={quest.currency} /></span>
            </>
          )}
        </p>
      ) : (
        <p className={styles.next}>{t('progress.topReached')}</p>
      )}
      {phase === 'active' && (
        <Link href={runtime.pathOf('main')} className={styles.primary}>{t('progress.play')}</Link>
      )}
      {phase === 'future' && <p className={styles.text}>{t('progress.futureText')}</p>}
      {phase === 'archive' && <p className={styles.text}>{t('progress.archiveText')}</p>}
    </section>
  );
}
