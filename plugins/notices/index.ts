import { definePlugin, stateOf, untilOrAfter } from '@core/index';
import { FIRST_PAINT_DATA_WAIT_MS, IDLE_TITLE_DELAY_MS } from '@config/timing';
import { startIdleTitle } from './idle-title';
import { noticesManifest } from './manifest';
import { noticesState } from './state';

/** Binds the notice strip (with its audience rule), the boot wait for the notice and the idle tab title. */
export default definePlugin(noticesManifest, (api) => {
  const audience = api.options.audienceGroups;
  api.implement({
    slots: {
      'latest-notice': {
        load: () => import(/* webpackMode: "eager" */ './components/NoticeStrip'),
        when: (ctx) => audience.length === 0 || ctx.groups.some((group) => audience.includes(group)),
      },
    },
  });

  // The strip sits in the header: drawn after the first paint it would push the whole page down. Its answer
  // was preloaded with the HTML (manifest `firstPaintRequests`), so boot waits for it, within a bound.
  api.onBoot((runtime) => untilOrAfter(stateOf(runtime, noticesState).latest(runtime.locale.current), FIRST_PAINT_DATA_WAIT_MS));

  // Listening starts at boot (setup only taps hooks); the titles follow the language of the moment.
  api.onBoot((runtime) => {
    if (typeof document === 'undefined') return;
    const t = runtime.i18n.getFixedT(null, 'notices');
    startIdleTitle({
      doc: document,
      titles: () => [t('idle.comeBack'), t('idle.waiting', { name: api.site.name })],
      delayMs: IDLE_TITLE_DELAY_MS,
      stepMs: api.options.idleTitleStepMs,
    });
  });
});
