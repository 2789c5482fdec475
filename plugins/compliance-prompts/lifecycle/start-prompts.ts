import { browserStorage, definePluginState, modalPrompt, promptsOf, stateOf, type PluginRuntime } from '@core/index';
import { SURVEY_SETTLE_MS } from '@config/timing';
import { IOS_WEBVIEW_EXIT_MODAL, SURVEY_MODAL } from '@schemas/contracts/modals';
import { loadSurveyConfig } from '../api';
import { compliancePromptsManifest } from '../manifest';
import { currentBrowserTraits, isIosInAppBrowser } from '../rules/ios-webview';
import { surveyLink } from '../rules/survey-link';
import { createIosExitSchedule } from './ios-exit-schedule';
import { createSurveySchedule } from './survey-schedule';

const IOS_EXIT_SHOWN_KEY = 'compliance-prompts:iosExitShown';
const surveyShownKey = (surveyId: string) => `compliance-prompts:surveyShown:${surveyId}`;
// core/prompts/README.md: the exit hint above the survey, both below the account prompts.
const IOS_EXIT_PRIORITY = 200;
const SURVEY_PRIORITY = 100;

// Time on the site counts from the page's load, not from when this plugin started after the first paint.
const sinceLoad = () => performance.now();

/** The two schedules of a tab: they outlive a logout (the clock is the page's, not the session's). */
const schedulesState = definePluginState(
  compliancePromptsManifest,
  ({ runtime, options }) => {
    const session = browserStorage('session');
    const queue = promptsOf(runtime);
    const survey = options.surveyUrl
      ? createSurveySchedule({
          sinceLoad,
          loadConfig: () => loadSurveyConfig(runtime),
          signedIn: () => runtime.session.player !== null,
          offeredBefore: (config) => session?.getItem(surveyShownKey(config.survey_id)) != null,
          offer: (config) => offerSurvey(runtime, surveyLink(options.surveyUrl!, config), config.survey_id),
        })
      : null;
    const iosExit = createIosExitSchedule({
      sinceLoad,
      inAppBrowser: options.iosWebviewExit && isIosInAppBrowser(currentBrowserTraits()),
      screenBusy: () => queue.isBlocked() || queue.showing() !== null,
      shownBefore: () => session?.getItem(IOS_EXIT_SHOWN_KEY) != null,
      offer: () =>
        queue.enqueue({
          id: 'ios-webview-exit',
          priority: IOS_EXIT_PRIORITY,
          open: () => {
            session?.setItem(IOS_EXIT_SHOWN_KEY, '1');
            return modalPrompt(runtime, IOS_WEBVIEW_EXIT_MODAL)();
          },
        }),
    });
    return { survey, iosExit };
  },
  { lifetime: 'runtime' },
);

function offerSurvey(runtime: PluginRuntime, surveyUrl: string, surveyId: string) {
  const session = browserStorage('session');
  promptsOf(runtime).enqueue({
    id: 'survey',
    priority: SURVEY_PRIORITY,
    // §4: "appears 500 ms after conditions hold" — the queue holds it until the screen stayed free that long.
    settleMs: SURVEY_SETTLE_MS,
    signedInOnly: true,
    stillWanted: () => runtime.session.player !== null && session?.getItem(surveyShownKey(surveyId)) == null,
    open: () => {
      session?.setItem(surveyShownKey(surveyId), '1');
      return modalPrompt(runtime, SURVEY_MODAL, { surveyUrl })();
    },
  });
}

export function startPrompts(runtime: PluginRuntime) {
  const { survey, iosExit } = stateOf(runtime, schedulesState);
  survey?.start();
  iosExit.start();
}

export function promptsAfterLogin(runtime: PluginRuntime) {
  void stateOf(runtime, schedulesState).survey?.signedIn();
}

export function promptsAtLogout(runtime: PluginRuntime) {
  stateOf(runtime, schedulesState).iosExit.atLogout();
}
