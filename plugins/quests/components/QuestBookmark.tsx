import { useEffect } from 'react';
import { useRuntime, useTranslation, useVisibility, whenIdle } from '@core/index';
import { DockBookmark } from '@core/promo';
import { ensureQuests, ensureStatuses } from '../actions';
import { pickQuest, questInProgress } from '../rules/pick-quest';
import { questProgress } from '../rules/progress';
import { questPath } from '../rules/quest-path';
import { useQuestsData, useVisibleQuests } from '../use-quests-data';

/**
 * The floating quest bookmark (FLOATING_WIDGETS, spec part 2 §2): for a player with a quest in progress, its level
 * and a ring of the way to the next one, linking to its page; with `showAllWidgets` it shows anyway (the quest to
 * pick up, or the Arena). Drawn after the first paint, so its data loads then; it follows the live standing.
 */
export default function QuestBookmark() {
  const { t } = useTranslation('quests');
  const runtime = useRuntime();
  const { loggedIn, flags } = useVisibility();
  const snap = useQuestsData();
  const quests = useVisibleQuests(snap.quests);
  const now = Date.now();

  // Not the page's business: its data waits until the page's own requests are done.
  useEffect(
    () =>
      whenIdle(() => {
        void ensureQuests(runtime);
        if (loggedIn) void ensureStatuses(runtime);
      }),
    [runtime, loggedIn],
  );

  const climbing = quests && loggedIn ? questInProgress(quests, snap.statuses, now) : null;
  if (!climbing && !flags.showAllWidgets) return null;
  const quest = climbing ?? (quests ? pickQuest(quests, snap.statuses, now) : null);
  const progress = quest ? questProgress(quest, loggedIn ? (snap.statuses[quest.id] ?? null) : null) : null;
  const level = progress?.current?.level ?? 0;
  const count = quest?.levels.length ?? 0;
  const label = quest ? t('bookmark.label', { title: quest.title, level, count }) : t('bookmark.arena');
  const short = quest && level > 0 ? t('bookmark.level', { level, count }) : t('bookmark.arenaShort');
  return (
    <DockBookmark
      to={quest ? questPath(quest) : '/arena'}
      icon="flag"
      kicker={t('bookmark.kicker')}
      value={short}
      title={label}
      progress={progress?.fraction ?? 0}
      spokenSuffix={quest?.title}
      testId="quest-bookmark"
      data={{ 'data-level': level }}
    />
  );
}
