import { definePlugin, untilOrAfter } from '@core/index';
import { FIRST_PAINT_DATA_WAIT_MS, IDLE_TITLE_DELAY_MS } from '@config/timing';
import { NOTICES_CONTEXT } from './context';
import { startIdleTitle } from './idle-title';
import { manifest } from './manifest';
import { createNoticesStore } from './store';

/** The header notice strip and the idle tab title. */
export default definePlugin(manifest, (api) => {
  // The API client and its CMS schemas load with the strip's first request, not with this entry.
  const store = createNoticesStore(() => import(/* webpackMode: "eager" */ './api').then(({ noticesApiOf }) => noticesApiOf(api.runtime)));
  api.expose(NOTICES_CONTEXT, { store });
  const audience = api.options.audienceGroups;
  api.addSlot({
    slot: 'header.notice',
    id: 'latest-notice',
    order: 100,
    load: () => import(/* webpackMode: "eager" */ './components/NoticeStrip'),
    when: (ctx) => audience.length === 0 || ctx.groups.some((group) => audience.includes(group)),
  });

  // The strip sits in the header: drawn after the first paint it would push the whole page down. Its answer
  // was preloaded with the HTML (manifest `firstPaintRequests`), so boot waits for it, within a bound.
  api.onBoot(() => untilOrAfter(store.latest(api.runtime.locale.current), FIRST_PAINT_DATA_WAIT_MS));

  // Listening starts at boot (setup only taps hooks); the titles follow the language of the moment.
  api.onBoot(() => {
    if (typeof document === 'undefined') return;
    const t = api.runtime.i18n.getFixedT(null, 'notices');
    startIdleTitle({
      doc: document,
      titles: () => [t('idle.comeBack'), t('idle.waiting', { name: api.site.name })],
      delayMs: IDLE_TITLE_DELAY_MS,
      stepMs: api.options.idleTitleStepMs,
    });
  });
});
