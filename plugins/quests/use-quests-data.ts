import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useVisibility } from '@core/index';
import type { Quest } from '@schemas/wire/quests';
import { questPhase, questVisible } from './rules/quest-window';
import { questsState } from './state';
import type { QuestsData } from './store';

/**
 * The store's snapshot for rendering. Lists and standings are kept with `ref` (replaced, never mutated), so the
 * snapshot holds the very objects the wire schemas made: typed here as they are, not as deep read-only copies.
 */
export function useQuestsData(): QuestsData {
  const store = usePluginState(questsState);
  return useSnapshot(store.state) as unknown as QuestsData;
}

/** The quests this visitor may see: their groups' and, with `enableTestQuests` on, the test quests (spec §4, §6). */
export function useVisibleQuests(quests: readonly Quest[] | null): Quest[] | null {
  const { groups, flags } = useVisibility();
  return quests ? quests.filter((quest) => questVisible(quest, groups, flags.enableTestQuests)) : null;
}

/**
 * The end event (spec part 2 §4): a timer reached zero and a quest moved on (future → active → archive). Fired
 * once per change after the first render, never for the phases a page opens with.
 */
export function usePhaseChange(quests: readonly Quest[], now: number, onChange: () => void): void {
  const phases = quests.map((quest) => `${quest.id}:${questPhase(quest, now)}`).join(',');
  const previous = useRef(phases);
  useEffect(() => {
    const before = new Set(previous.current.split(','));
    previous.current = phases;
    const moved = phases.split(',').some((entry) => entry && !before.has(entry) && [...before].some((b) => b.startsWith(`${entry.split(':')[0]}:`)));
    if (moved) onChange();
  }, [phases, onChange]);
}
