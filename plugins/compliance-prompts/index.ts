import { definePlugin } from '@core/index';
import { compliancePromptsManifest } from './manifest';

/** Binds the two prompt modals and starts their clocks at boot. Wiring only: the schedules load lazily. */
export default definePlugin(compliancePromptsManifest, (api) => {
  api.implement({
    modals: {
      survey: () => import('./components/SurveyModal'),
      'ios-exit': () => import('./components/IosExitModal'),
    },
  });
  const schedules = () => import('./lifecycle/start-prompts');
  api.onBoot(async (runtime) => (await schedules()).startPrompts(runtime));
  api.onLogin(async (_event, runtime) => (await schedules()).promptsAfterLogin(runtime));
  api.onLogout(async (runtime) => (await schedules()).promptsAtLogout(runtime));
});
