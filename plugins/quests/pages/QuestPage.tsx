import { useCallback, useEffect, useState } from 'react';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { NotFoundPage, stateOf, useNow, useRuntime, useTranslation, useVisibility, type RouteProps } from '@core/index';
import { ensureQuests, ensureStatuses, loadQuest, loadStatus, onQuestTimerEnd } from '../actions';
import { LevelLadder } from '../components/LevelLadder';
import { ProgressPanel } from '../components/ProgressPanel';
import { QuestHero } from '../components/QuestHero';
import { QuestPageSkeleton } from '../components/QuestPageSkeleton';
import { questProgress } from '../rules/progress';
import { pickQuest } from '../rules/pick-quest';
import { questBySlug, questPhase, questVisible } from '../rules/quest-window';
import { questsState } from '../state';
import { usePhaseChange, useQuestsData, useVisibleQuests } from '../use-quests-data';
import styles from './QuestPage.module.css';

/**
 * `action/{slug?}` (spec part 2 §2 Action / QuestPage): the quest's hero with its time left, the player's level and
 * progress to the next level in their currency, and the level ladder with each level's reward. Without a slug: the
 * quest the player is climbing, else the first running one. Guests see it all and are sent to registration to
 * take part. The standing moves live (`quests_statuses`).
 */
export default function QuestPage({ params }: RouteProps) {
  const slug = params.slug ?? '';
  const { t } = useTranslation('quests');
  const runtime = useRuntime();
  const { loggedIn, groups, flags } = useVisibility();
  const snap = useQuestsData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  const visible = useVisibleQuests(snap.quests);
  const [lookup, setLookup] = useState<'loading' | 'done'>('loading');

  useEffect(() => {
    let live = true;
    setLookup('loading');
    void (async () => {
      await ensureQuests(runtime);
      // Not in the list (a direct link to an older one): asked for by its slug.
      if (slug && !questBySlug(stateOf(runtime, questsState).state.quests ?? [], slug, Date.now())) await loadQuest(runtime, slug);
      if (live) setLookup('done');
    })();
    return () => {
      live = false;
    };
  }, [runtime, slug]);
  useEffect(() => {
    if (loggedIn) void ensureStatuses(runtime);
  }, [runtime, loggedIn]);

  // Without a slug a player's quest depends on their standings: wait for them rather than switch quests after.
  const standingsPending = loggedIn && (snap.statusesLoad === 'idle' || snap.statusesLoad === 'loading');
  const quest = slug ? questBySlug(snap.quests ?? [], slug, now) : standingsPending ? null : pickQuest(visible ?? [], snap.statuses, now);
  const id = quest?.id ?? null;
  const status = id ? (snap.statuses[id] ?? null) : null;
  // A quest the statuses did not list (opened by address): its own standing.
  useEffect(() => {
    if (id && loggedIn && snap.statusesLoad === 'ready' && !status) void loadStatus(runtime, id);
  }, [runtime, id, loggedIn, snap.statusesLoad, status]);
  const onPhaseChange = useCallback(() => onQuestTimerEnd(runtime), [runtime]);
  usePhaseChange(quest ? [quest] : [], now, onPhaseChange);

  if (!quest) return lookup === 'loading' || snap.questsLoad === 'loading' || (!slug && standingsPending) ? <QuestPageSkeleton /> : <NotFoundPage />;
  // Spec part 2 §4, part 1 §6: another group's quest, or a test quest with the flag off, is not shown even by address.
  if (!questVisible(quest, groups, flags.enableTestQuests)) return <NotFoundPage />;

  const phase = questPhase(quest, now);
  const progress = questProgress(quest, loggedIn ? status : null);
  return (
    <div className={styles.page} data-testid="quest-page" data-phase={phase} data-slug={quest.questSlug}>
      <title>{t('page.documentTitle', { title: quest.title, site: runtime.site.name })}</title>
      <QuestHero quest={quest} now={now} />
      <div className={styles.content}>
        <div className={styles.columns}>
          <div className={styles.side}>
            <ProgressPanel quest={quest} progress={progress} phase={phase} loaded={!loggedIn || snap.statusesLoad !== 'loading'} />
          </div>
          <div className={styles.main}>
            <LevelLadder quest={quest} progress={progress} showStanding={loggedIn} />
          </div>
        </div>
        <section className={styles.rules} aria-labelledby="quest-rules">
          <h2 id="quest-rules" className={styles.rulesHeading}>{t('rules.title')}</h2>
          <ul>
            <li>{t('rules.bets')}</li>
            <li>{t('rules.levels')}</li>
            <li>{t('rules.rewards')}</li>
            <li>{t('rules.currency', { currency: quest.currency })}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}

