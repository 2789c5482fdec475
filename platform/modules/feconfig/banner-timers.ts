import type { BannersConfig } from '../../../schemas/feconfig/banners-config.schema';

/**
 * The banners as of `now`: a timer that repeats (`repeat_every_seconds`) and has ended moves on by whole periods,
 * so a weekly race's banner counts down to this week's end however long ago the document was written (no "ends
 * in 1500 days", no countdown stuck at zero). Other timers are kept as stored: the client hides ended ones.
 */
export function bannersAsOf(config: BannersConfig, now: Date): BannersConfig {
  return { ...config, banners: config.banners.map((banner) => (banner.timer ? { ...banner, timer: rolledTimer(banner.timer, now.getTime()) } : banner)) };
}

type Timer = NonNullable<BannersConfig['banners'][number]['timer']>;

function rolledTimer(timer: Timer, nowMs: number): Timer {
  const periodMs = (timer.repeat_every_seconds ?? 0) * 1000;
  const endMs = Date.parse(timer.end_at);
  if (!periodMs || Number.isNaN(endMs) || endMs > nowMs) return timer;
  const periods = Math.floor((nowMs - endMs) / periodMs) + 1;
  const shift = (iso: string) => new Date(Date.parse(iso) + periods * periodMs).toISOString();
  return { ...timer, end_at: shift(timer.end_at), ...(timer.start_at ? { start_at: shift(timer.start_at) } : {}) };
}
