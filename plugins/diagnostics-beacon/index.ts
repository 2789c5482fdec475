import { definePlugin } from '@core/index';
import { diagnosticsBeaconManifest } from './manifest';
import { sampled } from './sampling';

/** One boot tap: the reporting code loads only on the sampled loads' idle time. Wiring only. */
export default definePlugin(diagnosticsBeaconManifest, (api) => {
  const { sampleRate } = api.options;
  api.onBoot((runtime) => {
    // Drawn once per page load (one runtime per load); the unsampled majority never downloads the reporter.
    if (typeof window === 'undefined' || !sampled(sampleRate, Math.random())) return;
    void import('./beacon').then((beacon) => beacon.reportAfterLoad(runtime));
  });
});
