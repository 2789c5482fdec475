import { useCallback, useEffect } from 'react';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { useNow, useRuntime, useTranslation, useVisibility } from '@core/index';
import { ensureQuests, ensureStatuses, onQuestTimerEnd } from '../actions';
import { ArenaHero } from '../components/ArenaHero';
import { CardSkeleton } from '../components/CardSkeleton';
import { MessageBox } from '../components/MessageBox';
import { QuestCard } from '../components/QuestCard';
import { arenaSections, type QuestPhase } from '../rules/quest-window';
import { usePhaseChange, useQuestsData, useVisibleQuests } from '../use-quests-data';
import styles from './ArenaPage.module.css';

const SECTIONS: QuestPhase[] = ['active', 'future', 'archive'];

/**
 * The Arena (spec part 2 §2): every quest the visitor may see, running first, then coming, then finished, each
 * with its timer and the player's level. Guests see it all; a quest's page sends them to registration.
 */
export default function ArenaPage() {
  const { t } = useTranslation('quests');
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const snap = useQuestsData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  const quests = useVisibleQuests(snap.quests);

  useEffect(() => {
    void ensureQuests(runtime);
    if (loggedIn) void ensureStatuses(runtime);
  }, [runtime, loggedIn]);
  const onPhaseChange = useCallback(() => onQuestTimerEnd(runtime), [runtime]);
  usePhaseChange(quests ?? [], now, onPhaseChange);

  const sections = quests ? arenaSections(quests, now) : null;
  const loading = !quests && snap.questsLoad !== 'failed';
  return (
    <div className={styles.page} data-testid="arena-page">
      <title>{t('arena.documentTitle', { site: runtime.site.name })}</title>
      <ArenaHero running={sections ? sections.active.length : null} coming={sections ? sections.future.length : null} />
      <div className={styles.content}>
        {snap.questsLoad === 'failed' && !quests ? (
          <MessageBox title={t('empty.failedTitle')} text={t('empty.failedText')}>
            <button type="button" className={styles.secondary} onClick={() => void ensureQuests(runtime, { force: true })}>{t('empty.retry')}</button>
          </MessageBox>
        ) : loading ? (
          <div className={styles.grid} aria-busy="true">{[0, 1, 2].map((i) => <CardSkeleton key={i} />)}</div>
        ) : sections && SECTIONS.every((phase) => sections[phase].length === 0) ? (
          <MessageBox title={t('empty.noneTitle')} text={t('empty.noneText')} />
        ) : (
          SECTIONS.filter((phase) => sections![phase].length > 0).map((phase) => (
            <section key={phase} className={styles.section} aria-labelledby={`arena-${phase}`} data-testid={`arena-${phase}`}>
              <h2 id={`arena-${phase}`} className={styles.heading}>{t(`arena.section.${phase}`)}</h2>
              <div className={styles.grid}>
                {sections![phase].map((quest) => (
                  <QuestCard key={quest.id} quest={quest} now={now} status={snap.statuses[quest.id] ?? null} />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
