import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import { Countdown, formatPromoDate } from '@core/promo';
import type { Quest, QuestStatus } from '@schemas/wire/quests';
import { questProgress } from '../rules/progress';
import { questPhase } from '../rules/quest-window';
import { questPath } from '../rules/quest-path';
import { QuestArt } from './QuestArt';
import { StatusBadge } from './StatusBadge';
import styles from './QuestCard.module.css';

/**
 * A quest in the Arena: art with its status and size, title, dates (DD/MM/YYYY), the timer of its status, and the
 * player's level with a bar to the next one. The whole card opens the quest page.
 */
export function QuestCard({ quest, now, status }: { quest: Quest; now: number; status: QuestStatus | null }) {
  const { t } = useTranslation('quests');
  const phase = questPhase(quest, now);
  const progress = questProgress(quest, status);
  const count = quest.levels.length;
  return (
    <article className={styles.card} data-testid="quest-card" data-phase={phase} data-slug={quest.questSlug}>
      <div className={styles.top}>
        <QuestArt className={styles.art} image={quest.image} size={quest.questSize} seed={quest.frontend_identifier} />
        <div className={styles.topline}>
          <StatusBadge phase={phase} />
          <span className={styles.chip}>{t(`size.${quest.questSize}`)}</span>
        </div>
        <p className={styles.levels}>
          <strong>{count}</strong>
          <small>{t('card.levelsUnit', { count })}</small>
        </p>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={questPath(quest)} className={styles.link}>{quest.title}</Link>
        </h3>
        <p className={styles.dates}>
          <time dateTime={quest.start_at}>{formatPromoDate(quest.start_at)}</time>
          {' – '}
          <time dateTime={quest.end_at}>{formatPromoDate(quest.end_at)}</time>
        </p>
        <div className={styles.timerArea}>
          {phase === 'archive' ? (
            <p className={styles.finished}>{t('timer.finished')}</p>
          ) : (
            <Countdown target={Date.parse(phase === 'future' ? quest.start_at : quest.end_at)} now={now} caption={t(phase === 'future' ? 'timer.startsIn' : 'timer.endsIn')} />
          )}
        </div>
        <div className={styles.footer}>
          {status && status.bet_cents > 0 && progress.current ? (
            <div className={styles.standing} data-testid="card-standing">
              <span>{t('card.yourLevel', { level: progress.current.level, count })}</span>
              <span className={styles.bar} aria-hidden="true"><span style={{ width: `${Math.round(progress.fraction * 100)}%` }} /></span>
            </div>
          ) : (
            <span className={styles.meta}>{t('card.rewardsEachLevel')}</span>
          )}
          <span className={styles.cta} aria-hidden="true">{t(phase === 'archive' ? 'card.results' : 'card.open')}</span>
        </div>
      </div>
    </article>
  );
}
