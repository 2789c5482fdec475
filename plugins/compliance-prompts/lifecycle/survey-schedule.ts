import { SURVEY_AFTER_MS, SURVEY_CONFIG_PRELOAD_MS } from '@config/timing';
import type { SurveyConfig } from '../api';

export interface SurveyScheduleDeps {
  /** Milliseconds since the page loaded (the spec's "5 minutes on the site"). */
  sinceLoad: () => number;
  loadConfig: () => Promise<SurveyConfig | null>;
  signedIn: () => boolean;
  /** Offered already in this browser session (README.md: once per session). */
  offeredBefore: (config: SurveyConfig) => boolean;
  /** Puts the survey in the prompt queue, which waits for a screen without a game or a popup (and 500 ms). */
  offer: (config: SurveyConfig) => void;
}

/**
 * Spec part 1 §4, §9: the survey only after 5 minutes on the site, for a signed-in player, when `survey-config`
 * enables the widget; its config is loaded 10 s before the 5 minutes are up so the survey is not late. The "not
 * on a game page, no blocking modal, 500 ms after the conditions hold" part is the queue's (`settleMs`).
 */
export function createSurveySchedule(deps: SurveyScheduleDeps) {
  let config: Promise<SurveyConfig | null> | null = null;
  let due = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const preload = () => (config ??= deps.loadConfig().catch(() => null));

  async function offerIfWanted() {
    if (!due || !deps.signedIn()) return;
    const loaded = await preload();
    if (!loaded?.is_enable_widget || !deps.signedIn() || deps.offeredBefore(loaded)) return;
    deps.offer(loaded);
  }

  return {
    start() {
      const elapsed = deps.sinceLoad();
      timers.push(setTimeout(() => void preload(), Math.max(0, SURVEY_AFTER_MS - SURVEY_CONFIG_PRELOAD_MS - elapsed)));
      timers.push(
        setTimeout(() => {
          due = true;
          void offerIfWanted();
        }, Math.max(0, SURVEY_AFTER_MS - elapsed)),
      );
    },
    /** A sign-in after the 5 minutes offers it then. */
    signedIn: () => offerIfWanted(),
    stop() {
      timers.splice(0).forEach(clearTimeout);
    },
  };
}
