import { proxy, ref } from 'valtio';
import type { Subscriptions, VipManager, VipStatusProgress } from '@schemas/wire/vip';
import type { VipProgramConfig } from './rules/program-config';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface VipData {
  /** The player's progress; on a failed load the §8 fallback (`progressFallback` true). */
  progress: VipStatusProgress | null;
  progressFallback: boolean;
  progressLoad: LoadState;
  program: VipProgramConfig | null;
  subscriptions: Subscriptions | null;
  subscriptionsLoad: LoadState;
  managers: VipManager[] | null;
  /** A rise seen but not celebrated yet (a game page or another modal was in the way): the level's status name. */
  pendingStatusUp: string | null;
}

/** One per runtime and session (`vipState`): the progress is the player's and goes at logout. */
export function createVipStore() {
  const state = proxy<VipData>({
    progress: null,
    progressFallback: false,
    progressLoad: 'idle',
    program: null,
    subscriptions: null,
    subscriptionsLoad: 'idle',
    managers: null,
    pendingStatusUp: null,
  });
  return {
    state,
    setProgress(progress: VipStatusProgress, fallback = false) {
      state.progress = ref(progress);
      state.progressFallback = fallback;
      state.progressLoad = fallback ? 'failed' : 'ready';
    },
    setProgram(program: VipProgramConfig) {
      state.program = ref(program);
    },
    setSubscriptions(subscriptions: Subscriptions) {
      state.subscriptions = ref(subscriptions);
      state.subscriptionsLoad = 'ready';
    },
    setManagers(list: VipManager[]) {
      state.managers = ref(list);
    },
  };
}
export type VipStore = ReturnType<typeof createVipStore>;
