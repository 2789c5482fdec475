import { useEffect } from 'react';
import { Link } from 'wouter';
import { useRuntime, useTranslation, useVisibility } from '@core/index';
import { ensureQuests, ensureStatuses } from '../actions';
import { pickQuest } from '../rules/pick-quest';
import { questProgress } from '../rules/progress';
import { questPath } from '../rules/quest-path';
import { useQuestsData, useVisibleQuests } from '../use-quests-data';
import styles from './HubQuestBlock.module.css';

/**
 * The activity hub's quest section (ACTIVITY_HUB 200, spec part 2 §2): the player's current quest — the one they are
 * climbing, else the one to pick up — with their level of the ladder and a link to it; the Arena when none runs.
 */
export default function HubQuestBlock() {
  const { t } = useTranslation('quests');
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const snap = useQuestsData();
  const quests = useVisibleQuests(snap.quests);

  useEffect(() => {
    void ensureQuests(runtime);
    if (loggedIn) void ensureStatuses(runtime);
  }, [runtime, loggedIn]);

  const quest = quests ? pickQuest(quests, snap.statuses, Date.now()) : null;
  const progress = quest ? questProgress(quest, snap.statuses[quest.id] ?? null) : null;
  const loading = !quests && snap.questsLoad !== 'failed';
  return (
    <section className={styles.block} aria-labelledby="hub-quest-heading" data-testid="hub-section-quests" aria-busy={loading || undefined}>
      <h2 id="hub-quest-heading" className={styles.kicker}>{t('hub.heading')}</h2>
      {loading ? (
        <div className={styles.skeleton} />
      ) : quest ? (
        <>
          <p className={styles.title}>{quest.title}</p>
          <p className={styles.meta}>{t('card.yourLevel', { level: progress?.current?.level ?? 0, count: quest.levels.length })}</p>
          <div className={styles.bar} aria-hidden="true"><span style={{ width: `${Math.round((progress?.fraction ?? 0) * 100)}%` }} /></div>
          <Link href={questPath(quest)} className={styles.link}>{t('card.open')}</Link>
        </>
      ) : (
        <>
          <p className={styles.meta}>{t('hub.none')}</p>
          <Link href="/arena" className={styles.link}>{t('hub.arena')}</Link>
        </>
      )}
    </section>
  );
}
