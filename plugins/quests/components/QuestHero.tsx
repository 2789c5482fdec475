import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, useTranslation } from '@core/index';
import { Countdown, formatPromoDate } from '@core/promo';
import type { Quest } from '@schemas/wire/quests';
import { questPhase } from '../rules/quest-window';
import { QuestArt } from './QuestArt';
import { StatusBadge } from './StatusBadge';
import styles from './QuestHero.module.css';

/** The top of a quest page: art, status, size, title, dates (DD/MM/YYYY) and the time left or to the start. */
export function QuestHero({ quest, now, children }: { quest: Quest; now: number; children?: ReactNode }) {
  const { t } = useTranslation('quests');
  const phase = questPhase(quest, now);
  return (
    <section className={styles.hero} aria-labelledby="quest-title" data-phase={phase}>
      <QuestArt className={styles.art} image={quest.image} size={quest.questSize} seed={quest.frontend_identifier} faint />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.main}>
          <Link href="/arena" className={styles.back}>
            <span className={styles.backIcon} aria-hidden="true"><Icon name="chevron" size={14} /></span>
            {t('page.backToArena')}
          </Link>
          <div className={styles.badges}>
            <StatusBadge phase={phase} />
            <span className={styles.chip}>{t(`size.${quest.questSize}`)}</span>
            <span className={styles.chip}>{t('card.levels', { count: quest.levels.length })}</span>
          </div>
          <h1 id="quest-title" className={styles.title}>{quest.title}</h1>
          {quest.description && <p className={styles.description}>{quest.description}</p>}
          <p className={styles.dates}>
            <Icon name="clock" size={16} />
            <time dateTime={quest.start_at}>{formatPromoDate(quest.start_at)}</time>
            <span aria-hidden="true">→</span>
            <time dateTime={quest.end_at}>{formatPromoDate(quest.end_at)}</time>
          </p>
          {children && <div className={styles.action}>{children}</div>}
        </div>
        <div className={styles.side} data-testid="quest-time">
          {phase === 'archive' ? (
            <p className={styles.finished}>{t('timer.finished')}</p>
          ) : (
            <Countdown size="large" target={Date.parse(phase === 'future' ? quest.start_at : quest.end_at)} now={now} caption={t(phase === 'future' ? 'timer.startsIn' : 'timer.timeLeft')} />
          )}
        </div>
      </div>
    </section>
  );
}
